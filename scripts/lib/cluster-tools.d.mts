/** What the cluster stage needs and the machine lacks, each as a sentence; empty when it can run. */
export function missingClusterTools(): string[];
