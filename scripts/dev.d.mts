// Types of scripts/dev.mjs, so scripts/dev.test.ts can import it under strict mode.
export interface DevCommand {
  name: string;
  command: string;
  env: Record<string, string>;
  url: string;
  entry?: string;
  workspace?: string;
}

export declare function devCommands(
  env?: Record<string, string | undefined>,
  nodeArgs?: string[],
): DevCommand[];
