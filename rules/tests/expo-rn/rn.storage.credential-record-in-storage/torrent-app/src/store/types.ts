export interface IndexerConfig {
  url: string;
  apiKey: string;
  type: "jackett" | "prowlarr";
}

export interface Preferences {
  theme: "light" | "dark";
  pollInterval: number;
  showTokenBalance: boolean;
}

export interface Directories {
  paths: string[];
  lastUsedAt: number;
}
