import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** Shared by ConfirmDialog and FormDialog: touch-sized buttons, content that fits a phone. */
export const useDialogStyles = makeStyles({
  surface: { maxWidth: 'min(600px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  button: { minHeight: '40px' },
});
