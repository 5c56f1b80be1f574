import { Type, type Static } from 'typebox';
import { Id } from './common';
import { reviewFilters } from './people-search';

/** The file formats of a people export. */
export const PEOPLE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PeopleExportFormat = (typeof PEOPLE_EXPORT_FORMATS)[number];

/** The export's filters: the people search's `q`, `reviewStatus` and `flag` (same rules), no paging or sort. */
const userExport = {
  format: Type.Enum([...PEOPLE_EXPORT_FORMATS]),
  q: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
  ...reviewFilters,
};

/** GET /user/people/export and POST /user/people/export/link: the caller's own people. */
export const UserPeopleExportQuery = Type.Object(userExport);
export type UserPeopleExportQuery = Static<typeof UserPeopleExportQuery>;

/** GET /admin/people/export and POST /admin/people/export/link: everybody's, or one collector's. */
export const AdminPeopleExportQuery = Type.Object({
  ...userExport,
  createdBy: Type.Optional(Id),
  supervisorId: Type.Optional(Id),
});
export type AdminPeopleExportQuery = Static<typeof AdminPeopleExportQuery>;

/** A one-use download address, valid PEOPLE_EXPORT_LINK_SECONDS, usable without a session. */
export const PeopleExportLink = Type.Object({ url: Type.String() });
export type PeopleExportLink = Static<typeof PeopleExportLink>;

export const PEOPLE_EXPORT_LINK_SECONDS = 60;
