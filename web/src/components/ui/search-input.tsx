import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState, type ComponentProps } from 'react';
import { LuSearch } from 'react-icons/lu';

/**
 * How long the box waits after the last keystroke before it searches: long enough that a word typed
 * at speed is one search, short enough that results follow a keystroke within 200 ms (a search
 * answers in a few milliseconds at 100,000 titles; a superseded request is aborted).
 */
export const SEARCH_DELAY_MS = 100;

interface SearchInputProps {
  /** The search the list shows. */
  value: string;
  /** Called with the trimmed text once typing has paused for SEARCH_DELAY_MS, or at once on clearing. */
  onSearch: (text: string) => void;
  /** The accessible name, e.g. "Search titles". */
  label: string;
  placeholder?: string;
  size?: ComponentProps<typeof Input>['size'];
}

/**
 * The search box of a list. It shows every keystroke at once but searches once typing pauses, so a
 * list asks the server once per pause rather than once per key, and nothing else re-renders while
 * typing. When `value` changes from elsewhere (Back, a link, "Clear search"), the box shows it.
 */
export function SearchInput({ value, onSearch, label, placeholder, size }: SearchInputProps) {
  // `text` is the box; `seen` the value it last knew; `sent` the last search it made itself.
  const [state, setState] = useState({ text: value, seen: value, sent: value });
  let text = state.text;
  if (value !== state.seen) {
    // Its own search coming back keeps what was typed since; any other shows the new value.
    const own = value === state.sent;
    if (!own) text = value;
    setState({ text, seen: value, sent: own ? state.sent : value });
  }

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, sent: wanted }));
      onSearch(wanted);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, value, onSearch]);

  const clear = () => {
    setState({ text: '', seen: value, sent: '' });
    onSearch('');
  };

  return (
    <InputGroup startElement={<LuSearch />} endElement={text ? <CloseButton size="xs" me="-2" aria-label="Clear search text" onClick={clear} /> : undefined}>
      <Input type="search" size={size} placeholder={placeholder} aria-label={label} value={text} onChange={(e) => setState((s) => ({ ...s, text: e.target.value }))} />
    </InputGroup>
  );
}
