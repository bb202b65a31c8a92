// The Express API shares the frontend's .env names; Node reads them as they are, no bundler inlines them
module.exports = {
  // ok: secrets.public-env-secret
  vapidPrivateKey: process.env.REACT_APP_VAPID_PRIVATE_KEY,
  vapidPublicKey: process.env.REACT_APP_VAPID_PUBLIC_KEY,
};
