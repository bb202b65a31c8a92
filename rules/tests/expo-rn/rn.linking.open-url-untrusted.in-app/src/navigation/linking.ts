import * as Linking from 'expo-linking';

// only these screens open from a link: a promotion's page and a connection code
export const linking = {
  prefixes: [Linking.createURL(''), 'https://app.example.org/'],
  config: { screens: { Promo: 'promo/:target', Connect: 'connection-code/:code' } },
  getInitialURL: () => Linking.getInitialURL(),
};
