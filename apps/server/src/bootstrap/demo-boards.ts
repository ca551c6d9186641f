import type { BoardKind } from '@app/contract/board';
import type { Db } from '../db/client.ts';
import { insertBoard } from '../modules/board/board.repository.ts';
import { postValues } from '../modules/board/post-values.ts';
import { insertPost } from '../modules/board/post.repository.ts';

interface DemoPost {
  title: string;
  content: string;
  /** Some posts have an English version (decision 17); the others show in Korean. */
  titleEn?: string;
  contentEn?: string;
  pinned?: boolean;
  daysAgo: number;
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
        daysAgo: 40,
      },
      {
        title: '설 연휴 고객센터 운영 안내',
        content:
          '<p>설 연휴 기간(1월 28일~1월 30일)에는 고객센터 전화 상담을 쉽니다. 온라인 문의는 연휴 이후 순서대로 답변드리겠습니다.</p>',
        daysAgo: 60,
      },
      {
        title: '2025 국제농업박람회 참가 안내',
        content:
          '<p>한결산업이 2025 국제농업박람회에 참가합니다. 정밀 파종기와 스마트팜 환경 제어 시스템 <strong>한결 그로우</strong>를 전시합니다.</p><p>장소: 김대중컨벤션센터 B홀 / 기간: 10월 15일~18일</p>',
        titleEn: 'Meet us at the 2025 International Agriculture Fair',
        contentEn:
          '<p>Hangyeol Industry exhibits at the 2025 International Agriculture Fair, with its precision seeders and the <strong>Hangyeol Grow</strong> smart farm climate control system.</p><p>Venue: Kimdaejung Convention Center, Hall B / Dates: 15–18 October</p>',
        daysAgo: 20,
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
    description: '제품 카탈로그와 사용 설명서를 내려받을 수 있습니다.',
    descriptionEn: 'Product catalogues and manuals to download.',
    kind: 'list',
    posts: [
      {
        title: '2025 종합 제품 카탈로그',
        content:
          '<p>산업용 설비, 농업용 기계, 스마트 솔루션 전 제품의 사양을 한 권에 담았습니다.</p>',
        daysAgo: 30,
      },
    ],
  },
];

/** Demo boards with a few posts each, dated over the past weeks. */
export async function seedDemoBoards(db: Db): Promise<void> {
  for (const [sortOrder, demo] of BOARDS.entries()) {
    const { posts, ...values } = demo;
    const board = await insertBoard(db, { ...values, postsPerPage: 10, sortOrder });
    for (const item of posts) {
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
          createdAt: new Date(Date.now() - item.daysAgo * 86_400_000),
        },
        [],
      );
    }
  }
}
