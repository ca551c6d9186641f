import type { Localized, PageDocument } from '../page-document';
import { companyProfile } from './company-profile';

const ko = companyProfile.ko;
const en = companyProfile.en;

/** Structured after 개인정보 보호법 §30 (what a privacy policy must state). */
export const privacyPolicyPage: Localized<PageDocument> = {
  ko: {
    eyebrow: '고객지원',
    title: '개인정보처리방침',
    summary: `${ko.legalName}(이하 "회사")는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
    withContents: true,
    effectiveDate: '이 개인정보처리방침은 2025년 3월 1일부터 적용됩니다.',
    sections: [
      {
        heading: '1. 개인정보의 처리 목적',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 다음의 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 이외의 용도로 이용하지 않으며, 이용 목적이 변경되는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 이행합니다.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              '온라인 문의 처리: 문의 접수 및 본인 확인, 문의 내용 확인, 답변 및 처리 결과 안내',
              '제품 상담 및 견적 제공: 제품 사양 안내, 견적서 발송, 납품 일정 협의',
              '사이트 관리: 관리자 본인 확인, 부정 이용 방지, 서비스 안정성 확보 및 보안 사고 대응',
            ],
          },
        ],
      },
      {
        heading: '2. 처리하는 개인정보의 항목',
        blocks: [
          {
            kind: 'table',
            caption: '수집 항목과 수집 방법',
            columns: ['구분', '필수 항목', '선택 항목', '수집 방법'],
            rows: [
              [
                '온라인 문의',
                '이름, 문의 비밀번호, 문의 내용',
                '이메일 주소, 휴대전화번호, 회사명',
                '문의 작성 화면에서 정보주체가 직접 입력',
              ],
              ['관리자 계정', '아이디, 이름, 비밀번호', '이메일 주소', '회사 내부 등록'],
              [
                '자동 수집',
                '접속 IP 주소, 접속 일시, 브라우저 정보',
                '-',
                '사이트 이용 과정에서 자동 생성',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: '문의 비밀번호는 복원할 수 없는 방식(일방향 암호화)으로 저장하며, 회사의 직원도 원래의 비밀번호를 알 수 없습니다. 회사는 만 14세 미만 아동의 개인정보를 수집하지 않습니다.',
          },
        ],
      },
      {
        heading: '3. 개인정보의 처리 및 보유 기간',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 법령에 따른 보유·이용 기간 또는 정보주체로부터 동의받은 보유·이용 기간 내에서 개인정보를 처리·보유합니다.',
          },
          {
            kind: 'table',
            caption: '보유 기간',
            columns: ['구분', '보유 기간', '근거'],
            rows: [
              [
                '온라인 문의',
                '문의 처리 완료 후 3년 (정보주체가 삭제하면 즉시 파기)',
                '정보주체의 동의',
              ],
              ['관리자 계정', '퇴직 또는 계정 삭제 시까지', '근로계약 및 내부 규정'],
              ['접속 기록', '3개월', '「통신비밀보호법」 제15조의2 및 같은 법 시행령 제41조'],
            ],
          },
        ],
      },
      {
        heading: '4. 개인정보의 파기 절차 및 방법',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '파기 절차: 보유 기간이 지나거나 처리 목적이 달성된 개인정보는 개인정보 보호책임자의 승인을 받아 지체 없이 파기합니다.',
              '파기 방법: 전자적 파일은 복구할 수 없는 기술적 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.',
              '다른 법령에 따라 보존해야 하는 경우에는 해당 개인정보를 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.',
            ],
          },
        ],
      },
      {
        heading: '5. 개인정보의 제3자 제공',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 정보주체의 개인정보를 제1항에서 밝힌 목적 범위 내에서만 처리하며, 정보주체의 동의, 법률의 특별한 규정 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우를 제외하고는 제3자에게 제공하지 않습니다. 현재 회사가 제3자에게 제공하는 개인정보는 없습니다.',
          },
        ],
      },
      {
        heading: '6. 개인정보 처리업무의 위탁',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리업무를 위탁하고 있습니다.',
          },
          {
            kind: 'table',
            caption: '위탁 현황',
            columns: ['수탁자', '위탁 업무', '보유 기간'],
            rows: [
              ['(주)하늘데이터센터', '사이트 서버 운영 및 데이터 보관', '위탁 계약 종료 시까지'],
            ],
          },
          {
            kind: 'paragraph',
            text: '회사는 위탁 계약 시 「개인정보 보호법」 제26조에 따라 위탁 업무 수행 목적 외 처리 금지, 기술적·관리적 보호조치, 재위탁 제한, 손해배상 등 책임에 관한 사항을 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 회사는 개인정보를 국외로 이전하지 않습니다.',
          },
        ],
      },
      {
        heading: '7. 정보주체와 법정대리인의 권리·의무 및 행사 방법',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '정보주체는 회사에 대하여 언제든지 개인정보 열람, 정정·삭제, 처리정지 요구 등의 권리를 행사할 수 있습니다.',
              '권리 행사는 서면, 전화, 전자우편 등을 통하여 할 수 있으며, 회사는 요청을 받은 날부터 10일 이내에 조치합니다. 작성한 문의는 비밀번호를 입력하여 직접 수정하거나 삭제할 수도 있습니다.',
              '권리 행사는 정보주체의 법정대리인이나 위임을 받은 자 등 대리인을 통하여 할 수 있으며, 이 경우 「개인정보 처리 방법에 관한 고시」에 따른 위임장을 제출하여야 합니다.',
              '다른 법령에서 그 개인정보가 수집 대상으로 명시되어 있는 경우에는 삭제를 요구할 수 없으며, 법률에 특별한 규정이 있는 경우 등에는 처리정지 요구가 거절될 수 있습니다.',
            ],
          },
        ],
      },
      {
        heading: '8. 개인정보의 안전성 확보조치',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 개인정보의 안전성 확보를 위하여 다음과 같은 조치를 하고 있습니다.',
          },
          {
            kind: 'list',
            items: [
              '관리적 조치: 내부관리계획 수립·시행, 개인정보 취급 직원의 최소화 및 정기 교육',
              '기술적 조치: 비밀번호 일방향 암호화, 전송 구간 암호화(HTTPS), 관리자 접근 권한 관리, 접속 기록 보관 및 위·변조 방지, 보안 프로그램 설치와 주기적 점검',
              '물리적 조치: 전산실 및 자료 보관실 출입 통제',
            ],
          },
        ],
      },
      {
        heading: '9. 개인정보 자동 수집 장치의 설치·운영 및 거부',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 방문자를 추적하거나 맞춤형 광고를 제공하기 위한 쿠키를 사용하지 않습니다. 사이트는 선택한 표시 언어와 관리자 로그인 상태를 유지하기 위하여 브라우저의 저장소(localStorage, sessionStorage)를 사용하며, 이 정보는 회사로 자동 전송되지 않습니다. 이용자는 브라우저 설정에서 저장된 사이트 데이터를 언제든지 삭제할 수 있습니다.',
          },
        ],
      },
      {
        heading: '10. 개인정보 보호책임자',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 개인정보 처리에 관한 업무를 총괄하고, 개인정보 처리와 관련한 정보주체의 불만 처리 및 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.',
          },
          {
            kind: 'facts',
            items: [
              { term: '성명', description: ko.privacyOfficer.name },
              { term: '직책', description: ko.privacyOfficer.position },
              { term: '전화', description: ko.privacyOfficer.phone },
              { term: '이메일', description: ko.privacyOfficer.email },
              { term: '열람청구 접수·처리 부서', description: `경영지원팀 (${ko.phone})` },
            ],
          },
        ],
      },
      {
        heading: '11. 권익침해 구제 방법',
        blocks: [
          {
            kind: 'paragraph',
            text: '정보주체는 개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.',
          },
          {
            kind: 'list',
            items: [
              '개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)',
              '개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)',
              '대검찰청: (국번 없이) 1301 (www.spo.go.kr)',
              '경찰청: (국번 없이) 182 (ecrm.police.go.kr)',
            ],
          },
        ],
      },
      {
        heading: '12. 개인정보처리방침의 변경',
        blocks: [
          {
            kind: 'paragraph',
            text: '이 개인정보처리방침은 2025년 3월 1일부터 적용됩니다. 내용이 추가되거나 변경되는 경우에는 시행 7일 전부터 사이트를 통하여 공지하며, 정보주체의 권리에 중요한 변경이 있는 경우에는 30일 전부터 공지합니다.',
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Support',
    title: 'Privacy Policy',
    summary: `In accordance with Article 30 of the Personal Information Protection Act of Korea, ${en.legalName} (the “Company”) establishes and discloses this Privacy Policy to protect the personal information of data subjects and to handle related complaints promptly. This translation is provided for convenience; the Korean version prevails.`,
    withContents: true,
    effectiveDate: 'This Privacy Policy applies from 1 March 2025.',
    sections: [
      {
        heading: '1. Purposes of processing',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company processes personal information for the following purposes only. If a purpose changes, the Company takes the necessary measures, such as obtaining separate consent under Article 18 of the Act.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              'Handling online inquiries: receiving inquiries, verifying the author, reviewing their content, and providing answers and results',
              'Product consultation and quotations: explaining specifications, sending quotations and arranging delivery schedules',
              'Site management: verifying administrators, preventing misuse, keeping the service stable and responding to security incidents',
            ],
          },
        ],
      },
      {
        heading: '2. Personal information processed',
        blocks: [
          {
            kind: 'table',
            caption: 'Items collected and how',
            columns: ['Category', 'Required', 'Optional', 'How collected'],
            rows: [
              [
                'Online inquiries',
                'Name, inquiry password, inquiry content',
                'Email address, mobile number, company name',
                'Entered by the data subject on the inquiry form',
              ],
              [
                'Administrator accounts',
                'Login ID, name, password',
                'Email address',
                'Registered internally by the Company',
              ],
              [
                'Collected automatically',
                'IP address, access time, browser information',
                '-',
                'Generated while the Site is used',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Inquiry passwords are stored in a form that cannot be reversed (one-way encryption); not even the Company’s staff can learn the original password. The Company does not collect personal information of children under 14.',
          },
        ],
      },
      {
        heading: '3. Retention periods',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company processes and retains personal information within the period required by law or consented to by the data subject.',
          },
          {
            kind: 'table',
            caption: 'Retention periods',
            columns: ['Category', 'Retention period', 'Basis'],
            rows: [
              [
                'Online inquiries',
                '3 years after the inquiry is resolved (destroyed at once if the author deletes it)',
                'Consent of the data subject',
              ],
              [
                'Administrator accounts',
                'Until the person leaves or the account is deleted',
                'Employment contract and internal rules',
              ],
              [
                'Access logs',
                '3 months',
                'Protection of Communications Secrets Act, Article 15-2, and its Enforcement Decree, Article 41',
              ],
            ],
          },
        ],
      },
      {
        heading: '4. Destruction procedure and method',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Procedure: personal information whose retention period has expired or whose purpose has been achieved is destroyed without delay with the approval of the Chief Privacy Officer.',
              'Method: electronic files are deleted by technical means that prevent recovery; paper documents are shredded or incinerated.',
              'Where other laws require retention, the information is moved to a separate database or stored in a separate place.',
            ],
          },
        ],
      },
      {
        heading: '5. Provision to third parties',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company processes personal information only within the purposes stated in section 1 and does not provide it to third parties except as permitted by Articles 17 and 18 of the Act, such as with the consent of the data subject or under special provisions of law. The Company currently provides no personal information to third parties.',
          },
        ],
      },
      {
        heading: '6. Entrustment of processing',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company entrusts the following processing to provide the service smoothly.',
          },
          {
            kind: 'table',
            caption: 'Entrusted processing',
            columns: ['Trustee', 'Entrusted work', 'Retention period'],
            rows: [
              [
                'Haneul Data Center Co., Ltd.',
                'Operating the Site’s servers and storing data',
                'Until the entrustment contract ends',
              ],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Under Article 26 of the Act, the entrustment contract prohibits processing for any other purpose and sets out technical and administrative safeguards, restrictions on re-entrustment and liability for damages; the Company supervises how the trustee handles the information. The Company does not transfer personal information outside Korea.',
          },
        ],
      },
      {
        heading: '7. Rights of data subjects and how to exercise them',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Data subjects may at any time request access to, correction or deletion of, or suspension of the processing of their personal information.',
              'Requests can be made in writing, by phone or by email, and the Company acts on them within 10 days. Authors can also edit or delete their inquiries themselves with the inquiry password.',
              'Rights may be exercised through a representative, such as a legal guardian or an authorised person, who must submit a power of attorney in the form set by the relevant public notice.',
              'Deletion cannot be requested where other laws require the information to be collected, and a request to suspend processing may be refused where the law provides otherwise.',
            ],
          },
        ],
      },
      {
        heading: '8. Security measures',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company takes the following measures to keep personal information secure.',
          },
          {
            kind: 'list',
            items: [
              'Administrative: an internal management plan, a minimal number of staff handling personal information, and regular training',
              'Technical: one-way encryption of passwords, encryption in transit (HTTPS), control of administrator access rights, retention of access logs protected against tampering, and security software with regular checks',
              'Physical: access control for server and archive rooms',
            ],
          },
        ],
      },
      {
        heading: '9. Automatic collection devices',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company does not use cookies to track visitors or to serve targeted advertising. The Site uses the browser’s storage (localStorage, sessionStorage) to remember the chosen display language and to keep administrators signed in; this information is not sent to the Company automatically. You can delete stored site data at any time in your browser settings.',
          },
        ],
      },
      {
        heading: '10. Chief Privacy Officer',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company has appointed the following Chief Privacy Officer to oversee the processing of personal information and to handle complaints and remedies.',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Name', description: en.privacyOfficer.name },
              { term: 'Position', description: en.privacyOfficer.position },
              { term: 'Phone', description: en.privacyOfficer.phone },
              { term: 'Email', description: en.privacyOfficer.email },
              {
                term: 'Department handling access requests',
                description: `Corporate Support Team (${en.phone})`,
              },
            ],
          },
        ],
      },
      {
        heading: '11. Remedies for infringement',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Data subjects may apply to the following bodies for dispute resolution or advice about infringements of their personal information.',
          },
          {
            kind: 'list',
            items: [
              'Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)',
              'Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)',
              'Supreme Prosecutors’ Office: 1301 (www.spo.go.kr)',
              'Korean National Police Agency: 182 (ecrm.police.go.kr)',
            ],
          },
        ],
      },
      {
        heading: '12. Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This Privacy Policy applies from 1 March 2025. Additions and changes are announced on the Site at least 7 days before they take effect, or at least 30 days before when they significantly affect the rights of data subjects.',
          },
        ],
      },
    ],
  },
};
