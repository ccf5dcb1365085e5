// "Ver como…" (issue 11): what a user reaches, per collection, with their saved role and view or with
// an unsaved draft of either, as the server computes it with the same decision and SQL compiler that
// guard every request. The answer carries ids, a label and a moment per row, never other fields.
import { z } from 'zod';
import { Id, NullableId, Timestamp } from '../http/index';
import { Permissions, Views } from './schemas';
import { COLLECTIONS, OPERATIONS } from './vocabulary';

/** How many rows of each collection the preview names. */
export const PREVIEW_SAMPLE_SIZE = 5;

export const AccessPreviewInput = z.strictObject(
  {
    user_id: Id,
    /** A role draft: its permissions and linked view replace those of the user's role. */
    role: z
      .strictObject(
        { permissions: Permissions, user_view_id: NullableId.default(null) },
        { error: 'El rol debe ser un objeto' },
      )
      .optional(),
    /** A view draft: its filters apply as the view of the user's role (id: the view being edited, if saved). */
    view: z.strictObject({ id: Id.optional(), views: Views }, { error: 'La vista debe ser un objeto' }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Clave no permitida: ${issue.keys.join(', ')}` : 'Cuerpo no válido',
  },
);
export type AccessPreviewInput = z.infer<typeof AccessPreviewInput>;

export const PreviewRow = z.object({
  id: z.string(),
  /** The row in people's words: a name or title, a state or type in Spanish. */
  label: z.string(),
  /** When the row happened, for rows named by a moment (a session, a SED): shown in the display zone. */
  at: Timestamp.nullable(),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const CollectionPreview = z.object({
  collection: z.enum(COLLECTIONS),
  /** Whether any operation is allowed. */
  allowed: z.boolean(),
  operations: z.array(z.enum(OPERATIONS)),
  /** Whether the rows a list reaches are narrowed by the view's filters (false: every row). */
  filtered: z.boolean(),
  /** Rows an unpaged list reaches; null when the list itself is refused. */
  count: z.number().int().nullable(),
  /** The first rows of that list (by moment, else by label), at most PREVIEW_SAMPLE_SIZE. */
  rows: z.array(PreviewRow),
});
export type CollectionPreview = z.infer<typeof CollectionPreview>;

export const AccessPreview = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The user's saved role. */
  role: z.object({ id: z.string(), name: z.string() }),
  /** Whether a draft (role or view) was applied. */
  draft: z.boolean(),
  collections: z.array(CollectionPreview),
});
export type AccessPreview = z.infer<typeof AccessPreview>;
