// Posts the app's own announcements through the X API with its app-only bearer token.
const headers = {
  "content-type": "application/json",
  // ruleid: secrets.twitter-bearer-token
  authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAOMjRZA0G6vbBxK%3Dd5WVwd9ExLXa3zphJn9pH9xdreYrmVM1JIJ5iqQt6wukvg6KLY",
};

export async function announce(text) {
  return fetch("https://api.x.com/2/tweets", { method: "POST", headers, body: JSON.stringify({ text }) });
}
