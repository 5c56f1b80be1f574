// The shell provides every family of the shared UI kit to the remotes, not only the families its
// own screens use. A family nobody in the shell imports would be provided by whichever remote
// registered first: another file on another origin from one load to the next, so a phone's cache
// would not have it offline, and a family could come from a remote that is being redeployed. The
// shell's build output is precached by its service worker. These imports are never called: seeing
// them is what makes the build provide each family (with the Fluent packages behind it).
export const PROVIDED_KIT = [
  () => import('@hr/ui/forms'),
  () => import('@hr/ui/table'),
  () => import('@hr/ui/dialogs'),
  () => import('@hr/ui/phone'),
  () => import('@hr/ui/person'),
];
