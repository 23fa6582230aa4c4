// Types of scripts/size.mjs, so the TypeScript bench (fake-api/bench) can import it under strict mode.
export interface SizePage {
  app: string;
  workspace: string;
  base: string;
  page: string;
  floorKb: number;
  goalRatio: number;
}

export interface SizeScript {
  url: string;
  bytes: number;
  gzip: number;
}

export interface SizeRow extends SizePage {
  kb: number;
  ratio: number;
  withinGoal: boolean;
  scripts: SizeScript[];
}

export declare const PAGES: SizePage[];
export declare function measureSizes(options?: { root?: string; chromiumPath?: string }): Promise<SizeRow[]>;
export declare function formatSizeTable(rows: SizeRow[], options?: { chunks?: boolean }): string;
