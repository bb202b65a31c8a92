import { Component, ElementRef, OnInit, ViewChild } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { escapeHtml } from '../shared/escape';

@Component({
  selector: 'app-search',
  template: `<div #results></div><div #crumb></div>`,
})
export class SearchComponent implements OnInit {
  @ViewChild('results') results!: ElementRef<HTMLDivElement>;
  @ViewChild('crumb') crumb!: ElementRef<HTMLDivElement>;

  constructor(private route: ActivatedRoute) {}

  ngOnInit(): void {
    // the search box's query arrives as the page URL's ?q=
    this.route.queryParams.subscribe((params) => {
      if (params['q']) {
        this.showHeading(`Results for <b>${params['q']}</b>`);
        this.showHeadingEscaped(params['q']);
      }
    });
    const section = this.route.snapshot.paramMap.get('section') ?? 'all';
    // ruleid: js.xss.html-from-url
    this.crumb.nativeElement.innerHTML = `<span class="crumb">${section}</span>`;
    const page = Number(this.route.snapshot.queryParamMap.get('page') ?? 1);
    // ok: js.xss.html-from-url
    this.crumb.nativeElement.innerHTML += `<span class="page">${page}</span>`;
  }

  showHeading(html: string): void {
    // ruleid: js.xss.html-from-url
    this.results.nativeElement.innerHTML = html;
  }

  showHeadingEscaped(query: string): void {
    // ok: js.xss.html-from-url
    this.results.nativeElement.innerHTML = `Results for <b>${escapeHtml(query)}</b>`;
  }
}
