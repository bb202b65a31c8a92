// A Matrix bridge's outbound webhook: a room's state event says where to send the room's messages.
// Room members who may set state (on many deployments anyone the bridge lets provision a connection)
// write that event, so the URL they put in it is theirs to point at the bridge's own network.
// The connection is built from the event in a static factory and sends from another method.
import axios from 'axios';
import { Intent, StateEvent } from 'matrix-bot-sdk';

import { MatrixEvent } from '../MatrixEvent';

export interface OutboundHookState {
  name: string;
  url: string;
  method?: 'PUT' | 'POST';
}

interface HookConfig {
  allowedHosts: string[];
  relayUrl: string;
}

function validateState(state: Record<string, unknown>): OutboundHookState {
  const { url, name, method } = state;
  if (typeof url !== 'string' || typeof name !== 'string') throw new Error('bad state');
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('bad protocol');
  return { name, url, method: method === 'POST' ? 'POST' : 'PUT' };
}

export class OutboundHookConnection {
  static createConnectionForState(roomId: string, event: StateEvent<Record<string, unknown>>, intent: Intent) {
    const state = validateState(event.content);
    return new OutboundHookConnection(roomId, state, event.stateKey, intent);
  }

  constructor(
    public readonly roomId: string,
    private state: OutboundHookState,
    public readonly stateKey: string,
    private readonly intent: Intent,
  ) {}

  public async onMessage(ev: MatrixEvent<{ body: string }>) {
    // ruleid: node.ssrf.request-url
    await axios.request({ url: this.state.url, method: this.state.method, data: ev.content });
  }

  public describe(): string {
    return `${this.state.name} -> ${new URL(this.state.url).host}`;
  }
}

export class RelayConnection {
  static fromState(event: StateEvent<Record<string, unknown>>, config: HookConfig) {
    return new RelayConnection(validateState(event.content), config);
  }

  constructor(
    private readonly state: OutboundHookState,
    private readonly config: HookConfig,
  ) {}

  public async forward(body: string) {
    const target = new URL(this.state.url);
    if (!this.config.allowedHosts.includes(target.hostname)) {
      throw new Error(`host ${target.hostname} is not allowed`);
    }
    // ok: node.ssrf.request-url
    await axios.post(target.toString(), body);
  }

  public async viaRelay(body: string) {
    // ok: node.ssrf.request-url
    await axios.post(this.config.relayUrl, { body, name: this.state.name });
  }
}

// built from the bridge's own configuration file, not from a room
export class StatusPinger {
  static fromConfig(config: HookConfig) {
    return new StatusPinger(config.relayUrl);
  }

  constructor(private readonly url: string) {}

  public async ping() {
    // ok: node.ssrf.request-url
    await axios.get(this.url);
  }
}

export async function onRoomMessage(roomId: string, event: MatrixEvent<{ body: string; 'm.relates_to'?: unknown }>) {
  const link = event.content.body.trim();
  if (!link.startsWith('https://')) return;
  // ruleid: node.ssrf.request-url
  const preview = await axios.get(link);
  return { roomId, title: String(preview.data).slice(0, 80) };
}

// `!feed add <url>`: a room command's argument becomes the URL a poller fetches on every tick
export class FeedPoller {
  private readonly url: string;
  private readonly label: string;

  static fromCommand(event: MatrixEvent<{ body: string }>) {
    const [, , url] = event.content.body.split(' ');
    return new FeedPoller(url, 'feed');
  }

  constructor(url: string, label: string) {
    this.url = url;
    this.label = label;
  }

  public async poll() {
    // ruleid: node.ssrf.request-url
    const res = await fetch(this.url, { headers: { 'User-Agent': 'bridge' } });
    return res.text();
  }

  public async announce() {
    // ok: node.ssrf.request-url
    await fetch(`https://status.example.org/feeds/${encodeURIComponent(this.label)}`);
  }
}
