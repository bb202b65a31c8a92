// A chat bridge relays the notes of a code host's webhook (delivered through a queue, so no
// request object is in sight): every attachment link written in a note is downloaded and
// re-uploaded to the chat's media store. The note's text is whatever any user of the code host
// wrote, so the bridge fetches the hosts they name (metadata services, internal APIs) and posts
// the answer in the room. The links are found by a regular expression run in a loop over the note.
// Checked against the attachment hosts the bridge trusts, the links are no longer theirs to choose;
// the project's own address, set by the code host, is not a user's text.
import axios from 'axios';

const ATTACHMENT_LINK = /!\[[^\]]*]\((https?:\/\/[^)\s]+)\)/g;
const ISSUE_REF = /^#(\d+)$/;
const TRUSTED_HOSTS = new Set(['gitlab.example.com', 'uploads.example.com']);

export interface GitLabWebhookNoteEvent {
  object_attributes: { note: string; url: string };
  project: { web_url: string; path_with_namespace: string };
  user: { username: string };
}

interface MediaStore {
  upload(data: ArrayBuffer, contentType: string): Promise<string>;
}

export class NoteRenderer {
  constructor(private readonly media: MediaStore) {}

  public async render(event: GitLabWebhookNoteEvent): Promise<string> {
    let body = event.object_attributes.note;
    body = body.trim();
    body = await this.inlineAttachments(body);
    return `${event.user.username}: ${body}`;
  }

  public async renderTrusted(event: GitLabWebhookNoteEvent): Promise<string> {
    const body = event.object_attributes.note;
    return this.inlineTrustedAttachments(body);
  }

  public async projectBadge(event: GitLabWebhookNoteEvent): Promise<number> {
    // ok: node.ssrf.request-url
    const { data } = await axios.get(`${event.project.web_url}/-/badges/pipeline.svg`);
    return String(data).length;
  }

  public async issueTitle(event: GitLabWebhookNoteEvent): Promise<string> {
    const ref = ISSUE_REF.exec(event.object_attributes.note.trim());
    if (!ref) return '';
    // ok: node.ssrf.request-url
    const { data } = await axios.get(`https://gitlab.example.com/api/v4/issues/${ref[1]}`);
    return String(data.title);
  }

  private async inlineAttachments(body: string): Promise<string> {
    const links: string[] = [];
    let match = ATTACHMENT_LINK.exec(body);
    while (match) {
      links.push(match[1]);
      match = ATTACHMENT_LINK.exec(body);
    }
    for (const link of links) {
      // ruleid: node.ssrf.request-url
      const { data, headers } = await axios.get(link, { responseType: 'arraybuffer' });
      const mxc = await this.media.upload(data, String(headers['content-type']));
      body = body.replace(link, mxc);
    }
    return body;
  }

  private async inlineTrustedAttachments(body: string): Promise<string> {
    const links: string[] = [];
    let match = ATTACHMENT_LINK.exec(body);
    while (match) {
      links.push(match[1]);
      match = ATTACHMENT_LINK.exec(body);
    }
    for (const link of links) {
      if (!TRUSTED_HOSTS.has(new URL(link).hostname)) continue;
      // ok: node.ssrf.request-url
      const { data, headers } = await axios.get(link, { responseType: 'arraybuffer' });
      const mxc = await this.media.upload(data, String(headers['content-type']));
      body = body.replace(link, mxc);
    }
    return body;
  }
}
