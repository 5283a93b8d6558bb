import type { SelectOption } from '../../components/ui/select-input';
import type { MaterialKind } from '../../generated/MaterialKind';

// The words for core's material kinds, typed by the generated union: a kind core adds fails the
// type check here until it has its words.
const materialKindWords: Record<MaterialKind, string> = {
  sample: 'Reading sample',
  full_text: 'Full text',
  synopsis: 'Synopsis',
  other: 'Other',
};

export const materialKinds: SelectOption[] = Object.entries(materialKindWords).map(([value, label]) => ({ value, label }));

/** A material kind as people read it ("full_text" is "Full text"). */
export const materialKindLabel = (kind: string | null | undefined) => (kind ? (materialKindWords[kind as MaterialKind] ?? kind) : '');
