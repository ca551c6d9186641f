import type { Localized, PageDocument } from '../page-document';

export const smartSolutionsPage: Localized<PageDocument> = {
  ko: {
    eyebrow: '기술·솔루션',
    title: '스마트 솔루션',
    summary:
      '설비를 만드는 회사가 설계한 스마트팩토리·스마트팜 솔루션입니다. 현장의 기계와 센서에서 모은 데이터로 생산성과 품질, 작물의 생육을 관리합니다.',
    sections: [
      {
        heading: '왜 한결 스마트 솔루션인가',
        blocks: [
          {
            kind: 'paragraph',
            text: '많은 스마트 솔루션이 소프트웨어에서 출발해 현장의 기계와 맞추는 데 어려움을 겪습니다. 한결산업은 컨베이어, 공압 설비, 농업 기계를 직접 설계·제조해 온 경험을 바탕으로, 기존 설비에 센서와 제어기를 붙이는 일부터 데이터 분석 화면까지 한 번에 구축합니다.',
          },
          {
            kind: 'list',
            items: [
              '자사 설비는 물론 타사 설비에도 적용 가능한 개방형 연동 (OPC UA, Modbus, MQTT)',
              '중소 규모 현장에 맞춘 단계적 도입으로 초기 비용 부담 최소화',
              '전국 5개 서비스 거점을 통한 설치·교육·사후관리',
            ],
          },
        ],
      },
      {
        heading: '스마트팩토리: 한결 링크(Hangyeol Link)',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: '설비 가동 모니터링',
                text: '설비별 가동·비가동 시간과 생산 수량을 실시간으로 수집해 종합설비효율(OEE)을 자동으로 계산합니다.',
              },
              {
                title: '예지 보전',
                text: '진동·온도·전류 센서 데이터로 베어링 마모와 모터 이상을 미리 감지해 돌발 정지를 줄입니다.',
              },
              {
                title: '품질 추적',
                text: '로트별 공정 조건과 검사 결과를 연결해, 불량이 발생하면 원인 공정과 시점을 바로 찾을 수 있습니다.',
              },
              {
                title: '에너지 관리',
                text: '압축공기 누설과 설비별 전력 사용량을 분석해 에너지 비용 절감 포인트를 제시합니다.',
              },
            ],
          },
        ],
      },
      {
        heading: '스마트팜: 한결 그로우(Hangyeol Grow)',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: '복합 환경 제어',
                text: '온도, 습도, CO₂, 일사량에 따라 천창·보온커튼·환풍기·난방기를 작물별 설정값으로 자동 제어합니다.',
              },
              {
                title: '양액·관수 자동화',
                text: 'EC·pH를 측정해 양액을 정밀하게 조제하고, 배지 수분에 맞춰 관수량과 시점을 조절합니다.',
              },
              {
                title: '원격 모니터링',
                text: '스마트폰으로 온실 상태를 확인하고 이상 시 알림을 받아, 밤이나 외출 중에도 즉시 대응할 수 있습니다.',
              },
              {
                title: '생육 데이터 분석',
                text: '생육 조사 기록과 환경 데이터를 함께 분석해 다음 작기의 재배 전략을 세우는 데 활용합니다.',
              },
            ],
          },
        ],
      },
      {
        heading: '도입 절차',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '상담: 현장의 문제와 목표를 듣고 적용 가능한 범위를 안내합니다.',
              '현장 진단: 엔지니어가 방문해 설비, 네트워크, 전원 환경을 점검합니다.',
              '설계·제안: 단계별 구축안과 예상 효과, 정부 지원사업 활용 방안을 제안합니다.',
              '구축·시운전: 센서와 제어기를 설치하고 기존 설비와 연동해 시운전합니다.',
              '교육·사후관리: 운영자 교육 후 정기 점검과 원격 지원으로 안정적인 운영을 돕습니다.',
            ],
          },
        ],
      },
      {
        heading: '도입 효과',
        blocks: [
          {
            kind: 'table',
            caption: '고객 현장의 도입 전후 비교 (2023–2024년 평균)',
            columns: ['지표', '개선 폭', '현장'],
            rows: [
              ['설비 돌발 정지 시간', '41% 감소', '자동차 부품 가공 공장 (경기 화성)'],
              ['종합설비효율(OEE)', '62% → 78%', '식품 포장 라인 (충북 음성)'],
              ['압축공기 전력 비용', '연 18% 절감', '금속 가공 공장 (경남 김해)'],
              ['토마토 단위면적당 수확량', '23% 증가', '유리온실 농가 (충남 당진)'],
              ['양액 사용량', '30% 절감', '딸기 수경재배 농가 (경남 진주)'],
            ],
          },
        ],
      },
      {
        heading: '정부 지원사업 연계',
        blocks: [
          {
            kind: 'paragraph',
            text: '한결산업은 스마트제조혁신 추진단의 스마트공장 공급기업이며, 농림축산식품부 스마트팜 ICT 융복합 확산사업 참여 기업입니다. 지원사업 신청 서류 작성부터 사업 완료 보고까지 함께 준비해 드립니다.',
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Technology & solutions',
    title: 'Smart Solutions',
    summary:
      'Smart factory and smart farm solutions designed by a company that builds the equipment. Data gathered from machines and sensors on site manages productivity, quality and crop growth.',
    sections: [
      {
        heading: 'Why Hangyeol smart solutions',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Many smart solutions start from software and struggle to fit the machines on the floor. Drawing on our experience designing and manufacturing conveyors, pneumatic equipment and agricultural machinery, we build everything in one go: from fitting sensors and controllers to existing equipment up to the analytics dashboards.',
          },
          {
            kind: 'list',
            items: [
              'Open integration that works with our own and third-party equipment (OPC UA, Modbus, MQTT)',
              'Step-by-step adoption sized for small and medium sites, keeping upfront costs low',
              'Installation, training and after-sales service from five service centres across Korea',
            ],
          },
        ],
      },
      {
        heading: 'Smart factory: Hangyeol Link',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Equipment monitoring',
                text: 'Collects run time, downtime and output for each machine in real time and calculates overall equipment effectiveness (OEE) automatically.',
              },
              {
                title: 'Predictive maintenance',
                text: 'Detects bearing wear and motor faults early from vibration, temperature and current data, reducing unplanned stops.',
              },
              {
                title: 'Quality traceability',
                text: 'Links process conditions and inspection results for each lot, so the cause and moment of a defect can be found at once.',
              },
              {
                title: 'Energy management',
                text: 'Analyses compressed-air leaks and power use per machine to show where energy costs can be cut.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Smart farm: Hangyeol Grow',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Integrated climate control',
                text: 'Controls roof vents, thermal curtains, fans and heaters automatically from temperature, humidity, CO₂ and solar radiation, with set points per crop.',
              },
              {
                title: 'Nutrient and irrigation automation',
                text: 'Measures EC and pH to mix nutrient solution precisely, and adjusts irrigation volume and timing to substrate moisture.',
              },
              {
                title: 'Remote monitoring',
                text: 'Check greenhouse conditions on a smartphone and receive alerts, so you can respond at once, even at night or away from the farm.',
              },
              {
                title: 'Growth data analysis',
                text: 'Analyses crop survey records together with climate data to plan the next growing season.',
              },
            ],
          },
        ],
      },
      {
        heading: 'How we work with you',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Consultation: we listen to your problems and goals and explain what can be applied.',
              'Site survey: an engineer visits to check equipment, network and power.',
              'Design and proposal: a phased plan, expected benefits and how to use government support programmes.',
              'Installation and commissioning: sensors and controllers are installed, integrated with existing equipment and tested.',
              'Training and support: operator training, then regular inspections and remote support for stable operation.',
            ],
          },
        ],
      },
      {
        heading: 'Results',
        blocks: [
          {
            kind: 'table',
            caption: 'Before and after at customer sites (2023–2024 averages)',
            columns: ['Indicator', 'Improvement', 'Site'],
            rows: [
              [
                'Unplanned equipment downtime',
                '41% lower',
                'Automotive parts machining plant (Hwaseong, Gyeonggi)',
              ],
              [
                'Overall equipment effectiveness (OEE)',
                '62% → 78%',
                'Food packaging line (Eumseong, Chungbuk)',
              ],
              [
                'Compressed-air electricity cost',
                '18% lower per year',
                'Metal processing plant (Gimhae, Gyeongnam)',
              ],
              ['Tomato yield per area', '23% higher', 'Glass greenhouse farm (Dangjin, Chungnam)'],
              [
                'Nutrient solution use',
                '30% lower',
                'Hydroponic strawberry farm (Jinju, Gyeongnam)',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Government support programmes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Hangyeol Industry is a registered smart factory supplier of the Korea Smart Manufacturing Office and takes part in the Ministry of Agriculture’s smart farm ICT convergence programme. We help prepare everything from the application documents to the completion report.',
          },
        ],
      },
    ],
  },
};
