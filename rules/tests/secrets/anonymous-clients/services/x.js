import { userAgent } from "../config.js";

const graphqlURL = "https://api.x.com/graphql/Xa1b2C3d4E5f6G7h8I9j0k/TweetDetail";
const tokenURL = "https://api.x.com/1.1/guest/activate.json";

// The web client's bearer token: it only activates guest tokens, as every logged-out browser does.
const headers = {
  "user-agent": userAgent,
  // ok: secrets.twitter-bearer-token
  authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAHAZt9xslXTTIQr%3Dh6bpy0VAq3GZuO2R8UziJdi0Y4mj4TIJZ9RnvIh4TOetAfG82E",
};

export async function guestToken() {
  const res = await fetch(tokenURL, { method: "POST", headers });
  const { guest_token } = await res.json();
  return guest_token;
}

export async function tweet(id) {
  const token = await guestToken();
  const url = `${graphqlURL}?variables=${encodeURIComponent(JSON.stringify({ focalTweetId: id }))}`;
  return fetch(url, { headers: { ...headers, "x-guest-token": token } });
}
