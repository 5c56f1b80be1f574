import { Type, type Static } from 'typebox';
import { Id, Text } from './common';

export const Caste = Type.Object({ id: Id, name: Type.String() });
export type Caste = Static<typeof Caste>;

export const Religion = Type.Object({ id: Id, name: Type.String(), castes: Type.Array(Caste) });
export type Religion = Static<typeof Religion>;
export const ReligionList = Type.Array(Religion);

export const ReligionBody = Type.Object({ name: Text(100) });
export type ReligionBody = Static<typeof ReligionBody>;

export const CreateCasteBody = Type.Object({ religionId: Id, name: Text(100) });
export type CreateCasteBody = Static<typeof CreateCasteBody>;

export const UpdateCasteBody = Type.Object({ name: Text(100), religionId: Id });
export type UpdateCasteBody = Static<typeof UpdateCasteBody>;
