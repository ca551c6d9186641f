import type { Localized, PageDocument } from '../page-document';

export const patentsPage: Localized<PageDocument> = {
  ko: {
    eyebrow: '기술·솔루션',
    title: '특허·인증',
    summary:
      '한결산업은 46건의 등록 특허와 국내외 품질·안전 인증으로 기술력과 신뢰성을 인정받고 있습니다.',
    sections: [
      {
        heading: '주요 등록 특허',
        blocks: [
          {
            kind: 'table',
            caption: '주요 등록 특허 (전체 46건 중 일부)',
            columns: ['명칭', '등록번호', '등록일'],
            rows: [
              ['벨트 사행 자동 보정 기능을 갖는 컨베이어 장치', '제10-2145873호', '2020. 08. 11.'],
              [
                '진동 데이터를 이용한 회전 설비의 이상 예측 방법 및 시스템',
                '제10-2398214호',
                '2022. 08. 17.',
              ],
              ['에너지 회수형 공압 실린더 구동 장치', '제10-2287650호', '2021. 08. 06.'],
              ['종자 크기 가변형 정밀 파종 장치', '제10-2013492호', '2019. 10. 17.'],
              ['온실용 복합 환경 제어 장치 및 그 제어 방법', '제10-2476035호', '2022. 12. 06.'],
              ['배지 수분 기반 관수 제어 시스템', '제10-2561187호', '2023. 07. 25.'],
              ['내식성이 향상된 농업 기계용 코팅 조성물', '제10-2634408호', '2024. 01. 30.'],
            ],
          },
        ],
      },
      {
        heading: '시스템 인증',
        blocks: [
          {
            kind: 'table',
            caption: '경영시스템 인증',
            columns: ['인증', '내용', '최초 인증'],
            rows: [
              ['ISO 9001', '품질경영시스템', '2009'],
              ['ISO 14001', '환경경영시스템', '2014'],
              ['ISO 45001', '안전보건경영시스템', '2024'],
            ],
          },
        ],
      },
      {
        heading: '제품 인증',
        blocks: [
          {
            kind: 'list',
            items: [
              'KC 안전인증: 컨베이어 시스템, 산업용 이송 설비',
              'CE 마킹: 공압 액추에이터, 정밀 파종기 (유럽 수출 모델)',
              '농업기계 검정 적합 판정: 정밀 파종기 HS-400 시리즈 (한국농업기술진흥원)',
              '우수조달제품 지정: 온실 복합 환경 제어기 (조달청, 2023)',
            ],
          },
        ],
      },
      {
        heading: '기업 인증 및 수상',
        blocks: [
          {
            kind: 'list',
            items: [
              '벤처기업 확인 (기술보증기금)',
              '이노비즈(기술혁신형 중소기업) 인증 (중소벤처기업부)',
              '소재·부품·장비 전문기업 확인 (산업통상자원부)',
              '2022 무역의 날 2천만불 수출의 탑',
              '2023 대한민국 스마트팜 대상 우수상',
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Technology & solutions',
    title: 'Patents & Certifications',
    summary:
      'Hangyeol Industry’s technology and reliability are recognised through 46 registered patents and Korean and international quality and safety certifications.',
    sections: [
      {
        heading: 'Selected patents',
        blocks: [
          {
            kind: 'table',
            caption: 'Selected registered patents (of 46 in total)',
            columns: ['Title', 'Registration no.', 'Registered'],
            rows: [
              [
                'Conveyor apparatus with automatic belt tracking correction',
                'KR 10-2145873',
                '11 Aug 2020',
              ],
              [
                'Method and system for predicting faults of rotating equipment from vibration data',
                'KR 10-2398214',
                '17 Aug 2022',
              ],
              ['Energy-recovering pneumatic cylinder drive', 'KR 10-2287650', '6 Aug 2021'],
              ['Precision seeder adjustable to seed size', 'KR 10-2013492', '17 Oct 2019'],
              [
                'Integrated greenhouse climate controller and control method',
                'KR 10-2476035',
                '6 Dec 2022',
              ],
              [
                'Irrigation control system based on substrate moisture',
                'KR 10-2561187',
                '25 Jul 2023',
              ],
              [
                'Coating composition with improved corrosion resistance for agricultural machinery',
                'KR 10-2634408',
                '30 Jan 2024',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Management system certifications',
        blocks: [
          {
            kind: 'table',
            caption: 'Management system certifications',
            columns: ['Certification', 'Scope', 'First certified'],
            rows: [
              ['ISO 9001', 'Quality management system', '2009'],
              ['ISO 14001', 'Environmental management system', '2014'],
              ['ISO 45001', 'Occupational health and safety management system', '2024'],
            ],
          },
        ],
      },
      {
        heading: 'Product certifications',
        blocks: [
          {
            kind: 'list',
            items: [
              'KC safety certification: conveyor systems and industrial handling equipment',
              'CE marking: pneumatic actuators and precision seeders (European export models)',
              'Agricultural machinery performance test approval: HS-400 series precision seeders (Korea Agriculture Technology Promotion Agency)',
              'Designated Excellent Procurement Product: integrated greenhouse climate controller (Public Procurement Service, 2023)',
            ],
          },
        ],
      },
      {
        heading: 'Company certifications and awards',
        blocks: [
          {
            kind: 'list',
            items: [
              'Venture company certification (Korea Technology Finance Corporation)',
              'Inno-Biz certification for technology-innovative SMEs (Ministry of SMEs and Startups)',
              'Specialised materials, parts and equipment company (Ministry of Trade, Industry and Energy)',
              'USD 20 Million Export Tower, Trade Day 2022',
              'Excellence Award, Korea Smart Farm Awards 2023',
            ],
          },
        ],
      },
    ],
  },
};
