import { Type, type Static } from 'typebox';
import { Id, Text } from './common';
import { DUPLICATE_MATCHES_MAX } from './constants';

/**
 * POST /user/people/duplicates and /admin/people/duplicates: people already registered in the
 * same ward whose name and father's name are spelled alike. The wizard asks before saving, the
 * edit forms before saving a change (`excludeId`: the record being edited).
 */
export const DuplicateSearchBody = Type.Object({
  name: Text(),
  fatherName: Text(),
  wardNo: Text(50),
  /** Optional: only breaks ties between equally similar matches (the same area first). */
  areaName: Type.Optional(Type.String({ maxLength: 200 })),
  excludeId: Type.Optional(Id),
});
export type DuplicateSearchBody = Static<typeof DuplicateSearchBody>;

export const DuplicateMatch = Type.Object({
  /**
   * `null` when a collector sees another collector's record: they cannot open it, so the screen
   * shows no link. The caller's own records and every record for an admin carry the id.
   */
  id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  fatherName: Type.String(),
  wardNo: Type.String(),
  areaName: Type.String(),
  /** As stored (E.164), or for another collector's record `•••••••` and its last 3 digits. */
  phone: Type.String(),
  /** 0-1, two decimals: 0.6 x the name's trigram similarity + 0.4 x the father's name's. */
  similarity: Type.Number({ minimum: 0, maximum: 1 }),
  /** The collector who registered the person. */
  addedBy: Type.Object({ id: Id, name: Type.String() }),
});
export type DuplicateMatch = Static<typeof DuplicateMatch>;

/** At most 5 matches, the most similar first. */
export const DuplicateMatches = Type.Object({
  matches: Type.Array(DuplicateMatch, { maxItems: DUPLICATE_MATCHES_MAX }),
});
export type DuplicateMatches = Static<typeof DuplicateMatches>;
