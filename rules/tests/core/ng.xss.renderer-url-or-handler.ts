import { Directive, ElementRef, Input, Renderer2, SecurityContext } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';

@Directive({ selector: '[appProfileLink]' })
export class ProfileLinkDirective {
  constructor(private el: ElementRef, private renderer: Renderer2, private sanitizer: DomSanitizer) {}

  @Input() set website(url: string) {
    // ruleid: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'href', url);
  }

  @Input() set safeWebsite(url: string) {
    // ok: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'href', this.sanitizer.sanitize(SecurityContext.URL, url) ?? '#');
  }

  @Input() set userId(id: string) {
    // ok: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'href', `/users/${encodeURIComponent(id)}`);
  }

  @Input() set title(text: string) {
    // ok: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'title', text);
  }
}

@Directive({ selector: '[appWidget]' })
export class WidgetDirective {
  constructor(private el: ElementRef, private renderer: Renderer2) {}

  @Input() set config(widget: { script: string; previewHtml: string; image: string }) {
    const frame = this.renderer.createElement('iframe');
    // ruleid: ng.xss.renderer-url-or-handler
    this.renderer.setProperty(frame, 'srcdoc', widget.previewHtml);
    // ruleid: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'onclick', widget.script);
    // ok: ng.xss.renderer-url-or-handler
    this.renderer.setAttribute(this.el.nativeElement, 'src', 'https://cdn.example.com/' + widget.image);
    this.renderer.appendChild(this.el.nativeElement, frame);
  }
}
