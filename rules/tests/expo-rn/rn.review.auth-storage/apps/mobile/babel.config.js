module.exports = function (api) { // ok: rn.review.auth-storage
  api.cache(true);
  return {
    presets: ['babel-preset-expo'],
  };
};
