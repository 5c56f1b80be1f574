/** Why `version` (e.g. '20.19.2') cannot run the project, or undefined when it can (22.12+). */
export function unsupportedNodeMessage(version: string): string | undefined;
