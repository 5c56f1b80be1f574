import type { Compiler } from 'webpack';

export declare class BuildProgress {
  constructor(label: string, write?: (text: string) => void);
  apply(compiler: Compiler): void;
}
