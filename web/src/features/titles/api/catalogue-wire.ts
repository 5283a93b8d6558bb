/**
 * The wire shapes of the title's catalogue calls that core does not generate yet (covers,
 * material, the ONIX import, the Thema sections), written here by hand in one place: when the
 * server's generated types land, this file is swapped for re-exports of them.
 */
import type { MaterialKind } from '../../../generated/MaterialKind';
import type { Title as WireTitle } from '../../../generated/Title';

/** A title's material file (GET /api/titles/{id}/materials): a PDF the team sends to publishers who ask. */
export interface Material {
  id: number;
  titleId: number;
  kind: MaterialKind;
  /** The file's name as uploaded. */
  name: string;
  /** In bytes. */
  size: number;
  /** When it was uploaded, RFC 3339. */
  createdAt: string;
}

/** A Thema section (GET /api/reference/thema): the first character of its codes and its name. */
export interface ThemaSection {
  code: string;
  name: string;
}

/** One field an ONIX import would change on a title: its value now and in the file. */
export interface OnixChange {
  field: string;
  current: unknown;
  incoming: unknown;
}

/** What the import would do with one product's title. */
export interface OnixTitlePlan {
  /** The title's key in the file, which the decisions name. */
  key: string;
  action: 'new' | 'update' | 'conflict';
  /** The stored title an update or conflict is about. */
  titleId?: number | null;
  name: string;
  incoming: WireTitle;
  changes: OnixChange[];
  /** Why it is not applied (a conflict): e.g. its ISBNs belong to two titles. */
  conflict?: string | null;
}

/** POST /api/titles/onix/preview: what an ONIX file holds and what importing it would do. */
export interface OnixPreview {
  /** The ONIX release of the file ("3.0"). */
  release: string;
  /** Whether the file uses short tags or reference names. */
  tags: string;
  /** How many products the file holds. */
  products: number;
  /** The products left out, with the line they start on and why. */
  skipped: { line: number; reason: string }[];
  titles: OnixTitlePlan[];
}

/** POST /api/titles/onix/apply: how many titles were made, changed and left out. */
export interface OnixApplyResult {
  created: number;
  updated: number;
  skipped: number;
}
