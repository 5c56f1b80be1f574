import type { User } from '@hr/contracts';
import { DetailsDialog, formatPhone } from '@hr/ui';
import { fullName } from '../utils/user-form';

export interface UserDetailsDialogProps {
  user: User;
  onClose(): void;
}

/** 'User details'; mount it only while shown (see DetailsDialog). */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  return (
    <DetailsDialog
      title="User details"
      rows={[
        ['Name', fullName(user)],
        ['Phone', formatPhone(user.phone)],
        ['Email', user.email],
        ['Gender', user.gender],
        ['People added', user.personCount],
      ]}
      open
      onClose={onClose}
    />
  );
}
