// @hr/ui/phone: phone numbers as people read them. The only family with libphonenumber-js (about
// 29 KB gzip), so pages without a phone number do not fetch it.
export { formatPhone, formatTypedPhone, HINT_PHONE_REGION } from './format-phone';
export { PhoneText, type PhoneTextProps } from './phone-text';
export { phoneHint } from './phone-hint';
export { phoneColumn, PHONE_COLUMN_WIDTH } from './phone-column';
