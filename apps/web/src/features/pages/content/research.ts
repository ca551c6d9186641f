import type { Localized, PageDocument } from '../page-document';

export const researchPage: Localized<PageDocument> = {
  ko: {
    eyebrow: '기술·솔루션',
    title: '연구개발',
    summary:
      '한결산업 기업부설연구소는 기계 설계, 제어, 데이터 기술을 아우르는 연구로 더 효율적이고 안전한 제품을 만듭니다.',
    sections: [
      {
        heading: '연구소 개요',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '명칭', description: '한결산업 기술연구소' },
              {
                term: '설립',
                description: '2016년 5월 (한국산업기술진흥협회 기업부설연구소 인정)',
              },
              { term: '연구 인력', description: '32명 (박사 4명, 석사 15명)' },
              { term: '연구개발 투자', description: '매출액 대비 6.3% (2024년)' },
              { term: '위치', description: '평택 본사 연구동, 당진 스마트팜 실증센터' },
            ],
          },
        ],
      },
      {
        heading: '주요 연구 분야',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: '정밀 구동·제어',
                text: '서보 모터와 공압 액추에이터의 위치·속도 제어 알고리즘으로 이송 설비의 정밀도와 에너지 효율을 높입니다.',
              },
              {
                title: '농업 자동화',
                text: '종자 크기에 관계없이 일정한 간격으로 심는 파종 기구와, 작물 상태를 인식하는 수확 보조 장치를 개발합니다.',
              },
              {
                title: '산업용 IoT·데이터',
                text: '저전력 무선 센서와 엣지 게이트웨이, 설비 이상 감지 모델을 개발해 스마트 솔루션에 적용합니다.',
              },
              {
                title: '소재·내구성',
                text: '염분과 비료에 노출되는 농업 환경에 맞춘 내식 코팅과, 장시간 운전에 견디는 마모 저감 설계를 연구합니다.',
              },
            ],
          },
        ],
      },
      {
        heading: '연구 인프라',
        blocks: [
          {
            kind: 'list',
            items: [
              '항온항습 환경시험실 (-30 ~ 80 °C, 습도 10 ~ 95 %)',
              '컨베이어·액추에이터 내구 시험 설비 (최대 10,000시간 연속 운전)',
              '진동·소음 측정실 및 3차원 측정기',
              '3D 프린팅 기반 시제품 제작실',
              '스마트팜 실증 온실 (3,300 m², 충남 당진)',
            ],
          },
        ],
      },
      {
        heading: '국책 과제 수행 실적',
        blocks: [
          {
            kind: 'table',
            caption: '최근 수행한 정부 연구개발 과제',
            columns: ['과제명', '전담기관', '기간'],
            rows: [
              [
                'AI 기반 컨베이어 설비 예지 보전 시스템 개발',
                '한국산업기술평가관리원',
                '2021–2023',
              ],
              ['시설원예용 복합 환경 제어기 국산화', '농림식품기술기획평가원', '2020–2022'],
              ['저전력 무선 진동 센서 모듈 개발', '중소기업기술정보진흥원', '2022–2024'],
              ['밭작물 정밀 파종 로봇 실증', '농촌진흥청', '2023–2025'],
            ],
          },
        ],
      },
      {
        heading: '산학연 협력',
        blocks: [
          {
            kind: 'paragraph',
            text: '대학 및 연구기관과 공동 연구를 진행하고, 현장실습과 채용 연계로 미래 인재를 함께 키우고 있습니다.',
          },
          {
            kind: 'list',
            items: [
              '한국기계연구원: 공압 구동계 효율 향상 공동 연구',
              '충남대학교 스마트농업학과: 온실 환경 데이터 분석 공동 연구',
              '한국폴리텍대학: 설비 유지보수 현장실습 및 채용 연계',
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Technology & solutions',
    title: 'Research & Development',
    summary:
      'The Hangyeol Industry R&D Centre combines mechanical design, control and data technology to build more efficient and safer products.',
    sections: [
      {
        heading: 'The R&D Centre',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Name', description: 'Hangyeol Industry Technology Research Centre' },
              {
                term: 'Established',
                description: 'May 2016 (accredited as a corporate R&D centre by KOITA)',
              },
              { term: 'Researchers', description: '32 (4 PhDs, 15 master’s degrees)' },
              { term: 'R&D investment', description: '6.3% of revenue (2024)' },
              {
                term: 'Location',
                description:
                  'Research building at the Pyeongtaek headquarters; smart farm demonstration centre in Dangjin',
              },
            ],
          },
        ],
      },
      {
        heading: 'Research areas',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Precision drives and control',
                text: 'Position and speed control algorithms for servo motors and pneumatic actuators that raise the precision and energy efficiency of handling equipment.',
              },
              {
                title: 'Agricultural automation',
                text: 'Seeding mechanisms that plant at even spacing whatever the seed size, and harvest assistance devices that recognise crop condition.',
              },
              {
                title: 'Industrial IoT and data',
                text: 'Low-power wireless sensors, edge gateways and anomaly detection models, applied in our smart solutions.',
              },
              {
                title: 'Materials and durability',
                text: 'Corrosion-resistant coatings for farm environments exposed to salt and fertiliser, and wear-reducing designs for long operating hours.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Facilities',
        blocks: [
          {
            kind: 'list',
            items: [
              'Climate test chamber (−30 to 80 °C, 10 to 95% humidity)',
              'Endurance rigs for conveyors and actuators (up to 10,000 hours of continuous operation)',
              'Vibration and noise measurement room and a coordinate measuring machine',
              '3D-printing prototype workshop',
              'Smart farm demonstration greenhouse (3,300 m², Dangjin, Chungnam)',
            ],
          },
        ],
      },
      {
        heading: 'Government R&D projects',
        blocks: [
          {
            kind: 'table',
            caption: 'Recent government-funded projects',
            columns: ['Project', 'Funding agency', 'Period'],
            rows: [
              [
                'AI-based predictive maintenance for conveyor equipment',
                'Korea Evaluation Institute of Industrial Technology',
                '2021–2023',
              ],
              [
                'Domestic production of integrated greenhouse climate controllers',
                'Korea Institute of Planning and Evaluation for Technology in Food, Agriculture and Forestry',
                '2020–2022',
              ],
              [
                'Low-power wireless vibration sensor module',
                'Korea Technology and Information Promotion Agency for SMEs',
                '2022–2024',
              ],
              [
                'Field trials of a precision seeding robot for upland crops',
                'Rural Development Administration',
                '2023–2025',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Partnerships',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We carry out joint research with universities and institutes, and grow future talent together through internships linked to hiring.',
          },
          {
            kind: 'list',
            items: [
              'Korea Institute of Machinery & Materials: joint research on pneumatic drive efficiency',
              'Chungnam National University, Department of Smart Agriculture: joint analysis of greenhouse climate data',
              'Korea Polytechnics: equipment maintenance internships and hiring',
            ],
          },
        ],
      },
    ],
  },
};
