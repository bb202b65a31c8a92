import { Directive, ElementRef, Input, Renderer2 } from '@angular/core';
import DOMPurify from 'dompurify';

@Directive({ selector: '[appNote]' })
export class NoteDirective {
  constructor(private el: ElementRef, private renderer: Renderer2) {}

  @Input() set appNote(html: string) {
    // ruleid: ng.xss.renderer-inner-html
    this.renderer.setProperty(this.el.nativeElement, 'innerHTML', html);
  }

  @Input() set plainNote(text: string) {
    // ok: ng.xss.renderer-inner-html
    this.renderer.setProperty(this.el.nativeElement, 'textContent', text);
  }

  @Input() set cleanNote(html: string) {
    // ok: ng.xss.renderer-inner-html
    this.renderer.setProperty(this.el.nativeElement, 'innerHTML', DOMPurify.sanitize(html));
  }

  @Input() set banner(message: string) {
    // ruleid: ng.xss.renderer-inner-html
    this.renderer.setProperty(this.el.nativeElement, 'outerHTML', `<div class="banner">${message}</div>`);
  }
}
