module.exports = {
  presets: ['module:@react-native/babel-preset'],
  env: {
    // release builds drop console calls, but keep errors for the crash reporter
    production: {
      plugins: [['transform-remove-console', { exclude: ['error'] }]],
    },
  },
};
