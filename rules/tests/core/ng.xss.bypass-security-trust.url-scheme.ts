import { Component, Input } from '@angular/core';
import { DomSanitizer, SafeHtml, SafeUrl } from '@angular/platform-browser';

interface Invoice {
  address: string;
  amountBtc: string;
  lightning?: string;
  memo?: string;
}

// Angular's URL sanitizer rejects payment schemes, so the link is trusted by hand: the literal
// scheme in front means no value of the invoice can turn it into a javascript: URL.
@Component({ selector: 'app-pay-link', template: '<a [href]="payUrl">Open in wallet</a>' })
export class PayLinkComponent {
  payUrl: SafeUrl = '';
  mailUrl: SafeUrl = '';
  label: SafeHtml = '';
  constructor(private sanitizer: DomSanitizer) {}

  @Input() set invoice(invoice: Invoice) {
    const memo = invoice.memo ? `&label=${encodeURIComponent(invoice.memo)}` : '';
    // ok: ng.xss.bypass-security-trust
    this.payUrl = this.sanitizer.bypassSecurityTrustUrl(`bitcoin:${invoice.address}?amount=${invoice.amountBtc}${memo}`);
    // ok: ng.xss.bypass-security-trust
    this.mailUrl = this.sanitizer.bypassSecurityTrustUrl('mailto:' + invoice.address + '?subject=Invoice');
    // the same text as HTML is markup: the scheme in front does not help there
    // ruleid: ng.xss.bypass-security-trust
    this.label = this.sanitizer.bypassSecurityTrustHtml(`bitcoin:${invoice.memo}`);
  }

  // The whole link comes from the invoice: `javascript:...` is one of its values.
  @Input() set walletLink(link: string) {
    // ruleid: ng.xss.bypass-security-trust
    this.payUrl = this.sanitizer.bypassSecurityTrustUrl(`${link}?amount=1`);
  }

  @Input() set deepLink(invoice: Invoice) {
    // ruleid: ng.xss.bypass-security-trust
    this.payUrl = this.sanitizer.bypassSecurityTrustUrl(`javascript:pay('${invoice.address}')`);
  }
}

// Amounts rendered as HTML from numbers only: digits and a dot carry no markup.
@Component({ selector: 'app-amount', template: '<span [innerHTML]="html"></span>' })
export class AmountComponent {
  html: SafeHtml = '';
  constructor(private sanitizer: DomSanitizer) {}

  @Input() set sats(value: string) {
    // ok: ng.xss.bypass-security-trust
    this.html = this.sanitizer.bypassSecurityTrustHtml(`<b>${(parseFloat(value) / 1e8).toFixed(8)}</b> BTC`);
  }

  @Input() set unit(value: string) {
    // ruleid: ng.xss.bypass-security-trust
    this.html = this.sanitizer.bypassSecurityTrustHtml(`<b>${parseFloat(value).toFixed(8)}</b> ${value}`);
  }
}

// A file the user picked, offered back as a download: the browser makes the URL, always blob:,
// which Angular's own URL sanitizer lets through. Trusted as a resource (a frame's or a script's
// source) it would load the bytes as a document or code.
@Component({ selector: 'app-download', template: '<a [href]="url" download>save</a><iframe [src]="frame"></iframe>' })
export class DownloadComponent {
  url: SafeUrl = '';
  frame: SafeUrl = '';
  constructor(private sanitizer: DomSanitizer) {}

  @Input() set bytes(data: Uint8Array) {
    const blob = new Blob([data]);
    // ok: ng.xss.bypass-security-trust
    this.url = this.sanitizer.bypassSecurityTrustUrl(URL.createObjectURL(blob));
    // ruleid: ng.xss.bypass-security-trust
    this.frame = this.sanitizer.bypassSecurityTrustResourceUrl(URL.createObjectURL(blob));
  }
}
