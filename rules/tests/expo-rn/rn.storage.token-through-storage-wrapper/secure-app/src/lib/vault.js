import * as Keychain from 'react-native-keychain';

export const vault = {
  setItem: (service, value) => Keychain.setGenericPassword('app', value, { service }),
};
