import type { User } from '@hr/contracts';
import { DetailsDialog } from '@hr/ui/dialogs';
import { formatPhone } from '@hr/ui/phone';
import { fullName } from '../utils/user-form';
import { useAdminT } from '@admin/i18n';
import { formatNumber } from '@hr/i18n';

export interface UserDetailsDialogProps {
  user: User;
  onClose(): void;
}

/** 'User details'; mount it only while shown (see DetailsDialog). */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const t = useAdminT();
  return (
    <DetailsDialog
      title={t('users.detailsTitle')}
      rows={[
        [t('users.name'), fullName(user)],
        [t('users.phone'), formatPhone(user.phone)],
        [t('users.email'), user.email],
        [t('users.gender'), user.gender ? t(`genders.${user.gender}`) : user.gender],
        [t('users.peopleAdded'), formatNumber(user.personCount)],
        [
          t('wards.label'),
          user.wards?.length
            ? user.wards.map((w) => formatNumber(w, { useGrouping: false })).join(', ')
            : t('wards.any'),
        ],
        [t('supervisorChoice.label'), user.supervisor?.name ?? t('supervisorChoice.none')],
      ]}
      open
      onClose={onClose}
    />
  );
}
