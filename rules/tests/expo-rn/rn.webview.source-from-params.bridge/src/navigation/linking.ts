import * as Linking from 'expo-linking';

export const linking = {
  prefixes: [Linking.createURL(''), 'https://wallet.example.com/'],
  config: { screens: { PaymentScreen: 'payment', ImportKey: 'import_key/:key' } },
  getInitialURL: () => Linking.getInitialURL(),
};
