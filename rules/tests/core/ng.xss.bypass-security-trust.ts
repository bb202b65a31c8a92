import { Component, Input } from '@angular/core';
import { DomSanitizer, SafeHtml, SafeResourceUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import SqlString from 'sqlstring';
import DOMPurify from 'dompurify';

@Component({ selector: 'app-bio', template: '<div [innerHTML]="html"></div>' })
export class BioComponent {
  html: SafeHtml = '';
  constructor(private sanitizer: DomSanitizer) {}

  @Input() set bio(value: string) {
    // ruleid: ng.xss.bypass-security-trust
    this.html = this.sanitizer.bypassSecurityTrustHtml(value);
  }

  @Input() set cleanBio(value: string) {
    // ok: ng.xss.bypass-security-trust
    this.html = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(value));
  }
}

@Component({ selector: 'app-video', template: '<iframe [src]="src"></iframe>' })
export class VideoComponent {
  src: SafeResourceUrl;
  constructor(private sanitizer: DomSanitizer) {
    // ok: ng.xss.bypass-security-trust
    this.src = this.sanitizer.bypassSecurityTrustResourceUrl('https://player.example.com/embed');
  }

  @Input() set videoId(id: string) {
    // ruleid: ng.xss.bypass-security-trust
    this.src = this.sanitizer.bypassSecurityTrustResourceUrl(`https://player.example.com/embed/${id}`);
  }
}

@Component({ selector: 'app-embed', template: '<iframe [src]="src"></iframe><div [innerHTML]="note"></div>' })
export class EmbedComponent {
  src: SafeResourceUrl;
  note: SafeHtml;
  constructor(private sanitizer: DomSanitizer, private route: ActivatedRoute) {
    const base = 'https://player.example.com/embed/';
    // ok: ng.xss.bypass-security-trust
    this.src = this.sanitizer.bypassSecurityTrustResourceUrl(`${base}default`);
    const raw = this.route.snapshot.queryParamMap.get('note') ?? '';
    // ok: ng.xss.bypass-security-trust
    this.note = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(raw));
  }

  show(html: string) {
    // an SQL escaper leaves markup as it is
    // ruleid: ng.xss.bypass-security-trust
    this.note = this.sanitizer.bypassSecurityTrustHtml(SqlString.escape(html));
  }
}
