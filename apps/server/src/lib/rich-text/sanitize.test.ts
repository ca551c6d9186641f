import { describe, expect, test } from 'vitest';
import { isMediaUrl, richTextToPlain, sanitizeRichText } from './sanitize.ts';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger XSS cheat sheet,
 * html5sec.org). After sanitising, none may leave anything executable behind.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/media/a.webp" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:alert(1) 1x, /media/a.webp 2x" src="/api/media/a.webp">',
  '<img src="/api/media/../../etc/passwd">',
  '<img src="//evil.example/api/media/x.png">',
  '<img src="/api/media/x.png" style="background:url(javascript:alert(1))">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="/ok" onclick="alert(1)" onmouseover=alert(1)>x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<p style="text-align: center; behavior: url(x.htc)">x</p>',
  '<p style="-moz-binding: url(http://evil.example/x.xml#xss)">x</p>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p id="__proto__" name="cookie">x</p>',
  '<a href="https://ok.example" target="_top">x</a>',
];

/** What must never survive: tags that run or load code, handlers, dangerous schemes, CSS tricks. */
const DANGER = [
  /<\s*(?:script|style|iframe|object|embed|form|input|button|svg|math|base|meta|link|body|video|source|details|template|textarea|xmp|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data\s*:/i,
  /expression\s*\(/i,
  /url\s*\(/i,
  /srcset/i,
  /xlink/i,
  /-moz-binding|behavior/i,
  /\sid=|\sname=/i,
];

describe('known XSS payloads', () => {
  test.each(PAYLOADS)('%s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const danger of DANGER) expect(clean).not.toMatch(danger);
    // Sanitising is idempotent: the output is a fixed point, so no re-parse changes it.
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

test('the editor output survives unchanged', () => {
  const html = [
    '<h2 style="text-align:center">제목</h2>',
    '<p>본문 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s> <mark>강조</mark></p>',
    '<ul><li><p>하나</p></li></ul><ol start="3"><li><p>셋</p></li></ol>',
    '<blockquote><p>인용</p></blockquote>',
    '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
    '<p><img src="/api/media/ab/cd/ef0123.webp" alt="제품 사진" width="960" height="640" /></p>',
    '<table><tbody><tr><th colspan="2">머리</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>',
    '<hr />',
  ].join('');
  expect(sanitizeRichText(html)).toBe(html);
});

test('links always get rel="noopener noreferrer", and target only as _blank', () => {
  expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeRichText('<a href="/board/1" target="_top" rel="opener">x</a>')).toBe(
    '<a href="/board/1" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeRichText('<a href="mailto:help@example.com">메일</a>')).toContain(
    'href="mailto:help@example.com"',
  );
});

test('images only from our media URLs; anything else is removed', () => {
  expect(sanitizeRichText('<img src="https://evil.example/x.png">')).toBe('');
  expect(sanitizeRichText('<img src="/uploads/x.png">')).toBe('');
  expect(sanitizeRichText('<img src="/api/media/x.webp" width="100%" height="9e9">')).toBe(
    '<img src="/api/media/x.webp" alt="" />',
  );
  expect(isMediaUrl('/api/media/a/b.webp')).toBe(true);
  expect(isMediaUrl('/api/media/../x')).toBe(false);
  expect(isMediaUrl('/api/media/a/./b')).toBe(false);
  expect(isMediaUrl('/api/media/%2e%2e/x')).toBe(false);
  expect(isMediaUrl('/api/media/x?y=javascript:1')).toBe(false);
  expect(isMediaUrl('/media/x.webp')).toBe(false);
});

test('styles keep only text alignment', () => {
  expect(sanitizeRichText('<p style="text-align: right; color: red">x</p>')).toBe(
    '<p style="text-align:right">x</p>',
  );
  expect(sanitizeRichText('<span style="color: red">x</span>')).toBe('<span>x</span>');
});

test('disallowed wrappers keep their text, code containers lose theirs', () => {
  expect(sanitizeRichText('<div><font color="red">안녕</font></div>')).toBe('안녕');
  expect(sanitizeRichText('<p>a</p><script>secret()</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
});

test('plain text of rich HTML decodes entities and separates blocks', () => {
  expect(richTextToPlain('<p>A &amp; B</p><p>&lt;tag&gt; "q"</p><script>x</script>')).toBe(
    'A & B <tag> "q"',
  );
  expect(richTextToPlain('<p>한&nbsp;글<br>줄</p>')).toBe('한 글 줄');
});
