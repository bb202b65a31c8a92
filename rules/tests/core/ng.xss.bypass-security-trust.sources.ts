import { Component, Input, Pipe, PipeTransform } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { DomSanitizer, SafeHtml, SafeStyle, SafeUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';

interface Thumbnail {
  src: string;
}

// Style values run no script in the browsers Angular supports, and Angular no longer sanitizes
// style bindings: trusting one opts out of nothing.
@Component({ selector: 'app-cover', template: '<div [style.background-image]="cover"></div>' })
export class CoverComponent {
  @Input() thumbnail!: Thumbnail;
  zoom = 1;
  tinted: SafeStyle = '';
  constructor(private sanitizer: DomSanitizer) {}

  get cover(): SafeStyle {
    // ok: ng.xss.bypass-security-trust
    return this.sanitizer.bypassSecurityTrustStyle(
      'url(' + this.thumbnail.src.replace(/\(/g, '%28').replace(/'/g, '%27').replace(/\)/g, '%29') + ')'
    );
  }

  get transform(): SafeStyle {
    // ok: ng.xss.bypass-security-trust
    return this.sanitizer.bypassSecurityTrustStyle('scale(' + this.zoom + ') translate(' + -50 / this.zoom + '%)');
  }

  @Input() set tint(color: string) {
    // ok: ng.xss.bypass-security-trust
    this.tinted = this.sanitizer.bypassSecurityTrustStyle(color);
  }
}

// A pipe's input is whatever a template binds to it: the file does not show what (a review item,
// not a finding of the default profile).
@Pipe({ name: 'safeHtml', standalone: true })
export class SafeHtmlPipe implements PipeTransform {
  constructor(private sanitizer: DomSanitizer) {}

  transform(html: string): SafeHtml {
    // ruleid: ng.xss.bypass-security-trust
    return this.sanitizer.bypassSecurityTrustHtml(html);
  }
}

@Pipe({ name: 'amount', standalone: true })
export class AmountPipe implements PipeTransform {
  constructor(private sanitizer: DomSanitizer) {}

  transform(value: number, digits = 8): SafeHtml {
    // ok: ng.xss.bypass-security-trust
    return this.sanitizer.bypassSecurityTrustHtml('<b>' + value.toFixed(digits) + '</b>');
  }
}

// Data shown to come from outside stays a finding: a route's query, the page's location, an HTTP
// response, a method this file calls with a route's parameter.
@Component({ selector: 'app-page', template: '<div [innerHTML]="body"></div><a [href]="link">more</a>' })
export class PageComponent {
  body: SafeHtml = '';
  link: SafeUrl = '';
  constructor(private sanitizer: DomSanitizer, private route: ActivatedRoute, private http: HttpClient) {
    const note = this.route.snapshot.queryParamMap.get('note') ?? '';
    // ruleid: ng.xss.bypass-security-trust
    this.body = this.sanitizer.bypassSecurityTrustHtml(note);
    // ruleid: ng.xss.bypass-security-trust
    this.link = this.sanitizer.bypassSecurityTrustUrl(location.hash.slice(1));
    this.http.get<{ html: string }>('/api/page').subscribe((page) => {
      // ruleid: ng.xss.bypass-security-trust
      this.body = this.sanitizer.bypassSecurityTrustHtml(page.html);
    });
    this.http.get('/api/banner', { responseType: 'text' }).subscribe((banner) => {
      // ruleid: ng.xss.bypass-security-trust
      this.body = this.sanitizer.bypassSecurityTrustHtml(`<div class="banner">${banner}</div>`);
    });
    this.route.queryParams.subscribe((params) => this.show(params['intro']));
  }

  show(intro: string) {
    // ruleid: ng.xss.bypass-security-trust
    this.body = this.sanitizer.bypassSecurityTrustHtml(`<p>${intro}</p>`);
  }
}
