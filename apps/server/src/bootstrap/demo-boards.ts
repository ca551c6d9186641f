import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BoardKind } from '@app/contract/board';
import { productExportQuerySchema } from '@app/contract/product';
import type { Db } from '../db/client.ts';
import { detectAttachmentType, storeAttachment } from '../modules/board/attachment-file.ts';
import { insertBoard } from '../modules/board/board.repository.ts';
import { postValues } from '../modules/board/post-values.ts';
import { insertPost } from '../modules/board/post.repository.ts';
import { writeProductExport } from '../modules/product/product-export.ts';
import type { Storage } from '../storage/storage.ts';

/** A file a demo post attaches, made at seed time from the demo content. */
interface DemoFile {
  name: string;
  make: (db: Db) => Promise<Buffer>;
}

type DemoPost = {
  title: string;
  content: string;
  /** Some posts have an English version (decision 17); the others show in Korean. */
  titleEn?: string;
  contentEn?: string;
  pinned?: boolean;
  /** Written without the storage (no demo products then), the post is left out. */
  file?: DemoFile;
} & (
  | { daysAgo: number }
  /** A post whose text names its dates was written on this day (`YYYY-MM-DD`, Korean time). */
  | { postedOn: string }
);

/** The published demo products as the staff's .xlsx export gives them. */
async function catalogueWorkbook(db: Db): Promise<Buffer> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([
    buffer(out),
    writeProductExport(
      db,
      { ...productExportQuerySchema.parse({ status: 'published' }), synonyms: new Map() },
      out,
    ),
  ]);
  return bytes;
}

/** The notices board comes first: the site navigation links `/board/1` as 공지사항. */
const BOARDS: {
  name: string;
  nameEn: string;
  slug: string;
  description: string;
  descriptionEn: string;
  kind: BoardKind;
  posts: DemoPost[];
}[] = [
  {
    name: '공지사항',
    nameEn: 'Notices',
    slug: 'notice',
    description: '한결산업의 새로운 소식과 안내를 알려 드립니다.',
    descriptionEn: 'News and announcements from Hangyeol Industry.',
    kind: 'list',
    posts: [
      {
        title: '개인정보처리방침 개정 안내 (2025년 3월 1일 시행)',
        content:
          '<p>「개인정보 보호법」 개정에 맞추어 개인정보처리방침을 개정합니다.</p><ul><li><p>시행일: 2025년 3월 1일</p></li><li><p>주요 내용: 개인정보 처리 위탁 현황 갱신, 파기 절차 구체화</p></li></ul><p>자세한 내용은 사이트 하단의 개인정보처리방침을 확인해 주십시오.</p>',
        pinned: true,
        // The policy says changes that matter are announced 30 days before they apply.
        postedOn: '2025-01-24',
      },
      {
        title: '설 연휴 고객센터 운영 안내',
        content:
          '<p>설 연휴 기간(1월 28일~1월 30일)에는 고객센터 전화 상담을 쉽니다. 온라인 문의는 연휴 이후 순서대로 답변드리겠습니다.</p>',
        postedOn: '2025-01-20',
      },
      {
        title: '2025 국제농업박람회 참가 안내',
        content:
          '<p>한결산업이 2025 국제농업박람회에 참가합니다. 정밀 파종기와 스마트팜 환경 제어 시스템 <strong>한결 그로우</strong>를 전시합니다.</p><p>장소: 김대중컨벤션센터 B홀 / 기간: 10월 15일~18일</p>',
        titleEn: 'Meet us at the 2025 International Agriculture Fair',
        contentEn:
          '<p>Hangyeol Industry exhibits at the 2025 International Agriculture Fair, with its precision seeders and the <strong>Hangyeol Grow</strong> smart farm climate control system.</p><p>Venue: Kimdaejung Convention Center, Hall B / Dates: 15–18 October</p>',
        postedOn: '2025-09-22',
      },
      {
        title: '홈페이지 개편 안내',
        content:
          '<p>제품 검색과 온라인 문의를 더 편하게 이용하실 수 있도록 홈페이지를 새롭게 개편했습니다. 이용 중 불편한 점은 온라인 문의로 알려 주십시오.</p>',
        titleEn: 'Our new website',
        contentEn:
          '<p>Our website is new: searching products and sending inquiries are easier, and the site now speaks English. Tell us through an online inquiry if anything does not work for you.</p>',
        daysAgo: 3,
      },
    ],
  },
  {
    name: '보도자료',
    nameEn: 'Press',
    slug: 'news',
    description: '언론에 소개된 한결산업 소식입니다.',
    descriptionEn: 'Hangyeol Industry in the news.',
    kind: 'gallery',
    posts: [
      {
        title: '한결산업, 스마트팜 수출 500만 달러 달성',
        content:
          '<p>한결산업은 동남아시아 3개국에 스마트팜 환경 제어 설비를 공급하며 올해 수출 500만 달러를 달성했다고 밝혔다.</p>',
        titleEn: 'Hangyeol Industry passes USD 5 million in smart farm exports',
        contentEn:
          '<p>Supplying smart farm climate control to three countries in Southeast Asia, Hangyeol Industry has exported USD 5 million worth this year.</p>',
        daysAgo: 15,
      },
      {
        title: '평택 제2공장 준공… 컨베이어 생산능력 두 배로',
        content:
          '<p>평택 제2공장 준공으로 컨베이어 시스템 연간 생산능력이 두 배로 늘었다. 신공장은 태양광 발전 설비를 갖춘 친환경 공장이다.</p>',
        daysAgo: 90,
      },
    ],
  },
  {
    name: '자료실',
    nameEn: 'Downloads',
    slug: 'library',
    description: '제품 카탈로그 등 자료를 내려받을 수 있습니다.',
    descriptionEn: 'Our product catalogue and other documents to download.',
    kind: 'list',
    posts: [
      {
        title: '종합 제품 카탈로그 (엑셀)',
        content:
          '<p>산업 자재, 농업 자재, 스마트 솔루션, 식품까지 판매 중인 전 제품의 품번, 분류, 사양을 엑셀 파일 하나에 정리했습니다. 첨부 파일을 내려받아 확인해 주십시오.</p><p>가격과 재고는 온라인 문의로 알려 드립니다.</p>',
        titleEn: 'Product catalogue (Excel)',
        contentEn:
          '<p>Every product we sell, from industrial and farm supplies to smart solutions and food, with its code, category and specifications, in one spreadsheet (in Korean). Download the attached file.</p><p>Ask us for prices and stock through an online inquiry.</p>',
        daysAgo: 2,
        file: { name: '한결산업_종합_제품_카탈로그.xlsx', make: catalogueWorkbook },
      },
    ],
  },
];

/** Stores a demo post's file as a staff upload is stored; answers its attachment id. */
async function attach(db: Db, storage: Storage, file: DemoFile): Promise<number> {
  const bytes = await file.make(db);
  const type = detectAttachmentType(bytes, file.name);
  if (type === null) throw new Error(`${file.name} is not a file posts may attach`);
  const attachment = await storeAttachment(
    db,
    storage,
    { buffer: bytes, name: file.name, type },
    null,
  );
  return attachment.id;
}

/**
 * Demo boards with a few posts each; a post attaching a file made from the demo content comes
 * only with the storage (and so after the demo products).
 */
export async function seedDemoBoards(db: Db, storage?: Storage): Promise<void> {
  for (const [sortOrder, demo] of BOARDS.entries()) {
    const { posts, ...values } = demo;
    const board = await insertBoard(db, { ...values, postsPerPage: 10, sortOrder });
    for (const item of posts) {
      if (item.file && !storage) continue;
      const attachmentIds = item.file && storage ? [await attach(db, storage, item.file)] : [];
      await insertPost(
        db,
        {
          ...(await postValues(
            db,
            {
              boardId: board.id,
              title: item.title,
              titleEn: item.titleEn,
              content: item.content,
              contentEn: item.contentEn,
              authorName: null,
              pinned: item.pinned ?? false,
              published: true,
            },
            '관리자',
          )),
          createdBy: null,
          createdAt:
            'postedOn' in item
              ? new Date(`${item.postedOn}T10:00:00+09:00`)
              : new Date(Date.now() - item.daysAgo * 86_400_000),
        },
        attachmentIds,
      );
    }
  }
}
