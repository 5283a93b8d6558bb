import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useNavigation } from 'react-router';
import { LuSearch } from 'react-icons/lu';
import { useDebounced } from '../../lib/use-debounced';

/**
 * How long the box waits after the last keystroke before it searches. It is most of the time between
 * a key and its results, which should be under 200 ms: at 100,000 titles the request leaves when the
 * wait ends and takes 25 to 45 ms, and showing the new rows 40 ms more. 80 ms still makes one search
 * of a burst of keys, whose keys come 50 to 80 ms apart for a fast typist; a slower typist searches
 * after each key at 100 ms as well, and a superseded request is aborted.
 */
export const SEARCH_DELAY_MS = 80;

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
  // `text` is the box; `seen` the value it last knew; `paused` the text once typing has paused for
  // SEARCH_DELAY_MS (every key restarts the wait, a space too): what the box searches.
  const [state, setState] = useState({ text: value, seen: value });
  const paused = useDebounced(state.text, SEARCH_DELAY_MS);
  let text = state.text;
  if (value !== state.seen) {
    // Its own search coming back (the paused text) keeps what was typed since; any other shows the new value.
    if (value !== paused.trim()) text = value;
    setState({ text, seen: value });
  }

  const wanted = text.trim();
  // Leaving for another page (a result clicked while its code loads): a search landing now would
  // take the address back to this list.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    // Only once the box has held its text for the delay: a `paused` lagging behind a clear or a new
    // value from elsewhere is not searched.
    if (paused !== text || wanted === value || leaving) return;
    onSearch(wanted);
  }, [paused, text, wanted, value, onSearch, leaving]);

  const clear = () => {
    setState({ text: '', seen: value });
    onSearch('');
  };

  return (
    <InputGroup startElement={<LuSearch />} endElement={text ? <CloseButton size="xs" me="-2" aria-label="Clear search text" onClick={clear} /> : undefined}>
      <Input type="search" size={size} placeholder={placeholder} aria-label={label} value={text} onChange={(e) => setState((s) => ({ ...s, text: e.target.value }))} />
    </InputGroup>
  );
}
