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

// DocumentDB through an SSH tunnel: the host name check is off only where the operator opts in
// (or the URI points at the tunnel's local end); the chain is still checked against the CA bundle
export async function connectDocumentDb(uri: string) {
  const tlsAllowInvalidHostnames =
    process.env.DOCDB_TLS_ALLOW_INVALID_HOSTNAMES === 'true' || new URL(uri).hostname === 'localhost';
  await mongoose.connect(uri, {
    tls: true,
    tlsCAFile: '/app/global-bundle.pem',
    // ok: node.tls.insecure-driver-option
    ...(tlsAllowInvalidHostnames ? { tlsAllowInvalidHostnames: true } : {}),
  });
}

// a flag that says nothing about certificates turns it on for every production connection
export async function connectReporting(uri: string) {
  const production = process.env.NODE_ENV === 'production';
  await mongoose.connect(uri, {
    tls: true,
    // ruleid: node.tls.insecure-driver-option
    ...(production ? { tlsAllowInvalidCertificates: true } : {}),
  });
}

// the staging cluster's private CA: only that stage skips the check
export async function connectStaging(uri: string) {
  await mongoose.connect(uri, {
    tls: true,
    // ok: node.tls.insecure-driver-option
    ...(process.env.APP_ENV === 'staging' ? { tlsAllowInvalidCertificates: true } : {}),
  });
}
