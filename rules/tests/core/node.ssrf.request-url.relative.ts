'use server';

import axios from 'axios';

// relative URLs: every call goes to the backend the operator configured
// a server action: its arguments come from whoever calls the page
export async function deleteAlbum(uuid: string) {
  // ok: node.ssrf.request-url
  const { data } = await axios.delete(`album/${uuid}`, { baseURL: process.env.BASE_API_URL });
  return data;
}

export async function listFolder(folder: string, page: string) {
  // ok: node.ssrf.request-url
  const { data } = await axios.get(`folders?name=${folder}&page=${page}`, {
    baseURL: process.env.BASE_API_URL,
  });
  return data;
}

export async function previewLink(link: string) {
  // the whole URL is the caller's: any host, internal ones included
  // ruleid: node.ssrf.request-url
  const { data } = await axios.get(link);
  return data;
}

export async function fetchAvatar(host: string) {
  // the caller's text comes first: `evil.example/x`, `http://169.254.169.254/`
  // ruleid: node.ssrf.request-url
  const reply = await fetch(`${host}/avatar.png`);
  return reply.arrayBuffer();
}
