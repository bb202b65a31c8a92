// replaces :shortcode: with <img> tags of the custom emoji the post declares
export function renderCustomEmojis(html: string, emojis: Record<string, string>): string {
  return html.replace(/:([a-z0-9_]+):/gi, (code, name) =>
    emojis[name] ? `<img class="emoji" alt=":${name}:" src="${emojis[name]}">` : code,
  );
}
