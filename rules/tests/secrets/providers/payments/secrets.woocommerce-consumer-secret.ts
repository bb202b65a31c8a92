// WooCommerce REST client for the storefront sync job
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';

export const woo = new WooCommerceRestApi({
  url: 'https://shop.acme-outdoor.com',
  // ok: secrets.woocommerce-consumer-secret
  consumerKey: 'ck_8a3f1c9e2b7d4a6f0e5c3b1a9d8f7e6c5b4a3d2e',
  // ruleid: secrets.woocommerce-consumer-secret
  consumerSecret: 'cs_1e9b7c5a3f0d8e6b4c2a0f9d7e5c3a1b8f6d4e20',
  version: 'wc/v3',
});

// ok: secrets.woocommerce-consumer-secret
export const wooSecretFromEnv = process.env.WOOCOMMERCE_CONSUMER_SECRET!;
// ruleid: secrets.woocommerce-consumer-secret
export const legacySecret = 'cs_4c2e0a8f6d4b2e0c8a6f4d2b0e8c6a4f2d0b8e6c';
