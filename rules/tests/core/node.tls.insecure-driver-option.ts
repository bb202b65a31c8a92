import mongoose from 'mongoose';
import { MongoClient } from 'mongodb';

export async function connectAnalytics() {
  // ruleid: node.tls.insecure-driver-option
  await mongoose.connect(process.env.ANALYTICS_MONGO_URL!, { tls: true, tlsAllowInvalidCertificates: true });
}

export async function connectAnalyticsSafe() {
  // ok: node.tls.insecure-driver-option
  await mongoose.connect(process.env.ANALYTICS_MONGO_URL!, { tls: true, tlsCAFile: '/etc/ssl/mongo-ca.pem' });
}

export function legacyClient(uri: string) {
  // ruleid: node.tls.insecure-driver-option
  return new MongoClient(uri, { ssl: true, sslValidate: false });
}

export function client(uri: string) {
  // ok: node.tls.insecure-driver-option
  return new MongoClient(uri, { tls: true, serverSelectionTimeoutMS: 5000 });
}
