import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** Shared by ConfirmDialog and FormDialog: touch-sized buttons, content that fits a phone. */
export const useDialogStyles = makeStyles({
  surface: { maxWidth: 'min(600px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  button: { minHeight: '40px' },
  // Fluent has no danger appearance. The status red with white text is 5.9:1 in both themes
  // (the same tokens there); applied only while enabled so a busy button looks disabled.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});
