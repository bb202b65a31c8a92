// The same relay written as a matrix-bot-sdk bridge does: the appservice is a parameter property
// named `as` (valid TypeScript that tree-sitter's grammar misreads as a type assertion unless the
// name is read as a name), and the GitHub comment's links are fetched and re-uploaded to the room.
import axios from 'axios';
import { Appservice } from 'matrix-bot-sdk';

const IMAGE_LINK = /!\[.*]\((.*\.(\w+))\)/gm;

export interface GitHubWebhookIssueCommentEvent {
  comment: { body: string; html_url: string };
  repository: { full_name: string };
}

export class CommentBridge {
  constructor(
    private as: Appservice,
    private mediaUrl: string,
  ) {}

  public async bodyForGitHubComment(event: GitHubWebhookIssueCommentEvent): Promise<string> {
    let body = event.comment.body;
    body = await this.replaceImages(body);
    return body;
  }

  public async avatarFor(event: GitHubWebhookIssueCommentEvent): Promise<string> {
    // ok: node.ssrf.request-url
    const { data } = await axios.get(`https://api.github.com/repos/${encodeURIComponent(event.repository.full_name)}`);
    return String(data.owner.avatar_url);
  }

  private async replaceImages(body: string): Promise<string> {
    const urls: string[] = [];
    let match = IMAGE_LINK.exec(body);
    while (match) {
      urls.push(match[1]);
      match = IMAGE_LINK.exec(body);
    }
    for (const rawUrl of urls) {
      // ruleid: node.ssrf.request-url
      const { data } = await axios.get(rawUrl, { responseType: 'arraybuffer' });
      const mxc = await this.as.botIntent.underlyingClient.uploadContent(data);
      body = body.replace(rawUrl, mxc);
    }
    return body;
  }

  public mediaLink(mxc: string): string {
    const [server, id] = mxc.slice('mxc://'.length).split('/');
    return `${this.mediaUrl}/_matrix/media/r0/download/${server}/${id}`;
  }
}
