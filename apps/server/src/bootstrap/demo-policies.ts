import type { Db } from '../db/client.ts';
import { replaceUnpublishedPolicy } from '../modules/policy/policy.repository.ts';
import { sanitizeRichText } from '../lib/rich-text/sanitize.ts';

/**
 * Says that an English legal text is a translation, as Korean companies' English sites do: the
 * Korean version is the one written under Korean law.
 */
const TRANSLATION_NOTE =
  '<p><em>This English version is a translation for your convenience. If it differs from the Korean version, the Korean version prevails.</em></p>';

interface DemoPolicy {
  effectiveOn: string;
  content: string;
  contentEn: string;
  summary?: { ko: string; en: string };
}

/**
 * The demo company's terms of service and privacy policy (an invented company, as its site
 * settings say), as a Korean company site has them, in Korean and in English (decision 17).
 */
const DEMO_POLICIES: Record<'terms' | 'privacy', DemoPolicy> = {
  terms: {
    effectiveOn: '2025-03-01',
    content: [
      '<h2>제1조 (목적)</h2>',
      '<p>이 약관은 주식회사 한결산업(이하 &quot;회사&quot;)가 운영하는 웹사이트(이하 &quot;사이트&quot;)에서 제공하는 제품 정보, 게시판, 온라인 문의 등 제반 서비스(이하 &quot;서비스&quot;)의 이용과 관련하여 회사와 이용자의 권리, 의무 및 책임사항, 기타 필요한 사항을 규정함을 목적으로 합니다.</p>',
      '<h2>제2조 (정의)</h2>',
      '<p>이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.</p>',
      '<ol><li><p>&quot;이용자&quot;란 사이트에 접속하여 이 약관에 따라 회사가 제공하는 서비스를 이용하는 자를 말합니다.</p></li><li><p>&quot;문의&quot;란 이용자가 제품, 견적, 기술지원 등에 관하여 사이트를 통해 회사에 질의하는 글을 말합니다.</p></li><li><p>&quot;비밀번호&quot;란 이용자가 작성한 문의를 다시 열람·수정·삭제할 수 있도록 이용자 본인이 정한 문자와 숫자의 조합을 말합니다.</p></li><li><p>&quot;게시물&quot;이란 이용자 또는 회사가 사이트에 게시한 글, 사진, 파일 및 이와 유사한 정보를 말합니다.</p></li></ol>',
      '<h2>제3조 (약관의 게시와 개정)</h2>',
      '<ol><li><p>회사는 이 약관의 내용을 이용자가 쉽게 알 수 있도록 사이트 하단에 게시합니다.</p></li><li><p>회사는 「약관의 규제에 관한 법률」 등 관련 법령을 위배하지 않는 범위에서 이 약관을 개정할 수 있습니다.</p></li><li><p>회사가 약관을 개정하는 경우에는 적용일자와 개정 사유를 밝혀 적용일자 7일 전부터 사이트에 공지합니다. 다만, 이용자에게 불리하게 변경하는 경우에는 30일 전부터 공지합니다.</p></li><li><p>이용자는 개정된 약관에 동의하지 않을 경우 서비스 이용을 중단할 수 있으며, 적용일 이후에도 서비스를 계속 이용하는 경우 개정 약관에 동의한 것으로 봅니다.</p></li></ol>',
      '<h2>제4조 (서비스의 제공 및 변경)</h2>',
      '<p>회사는 다음과 같은 서비스를 제공합니다.</p>',
      '<ol><li><p>회사 소개 및 제품·기술 정보 제공</p></li><li><p>제품 검색 및 제품 상세 정보 제공</p></li><li><p>공지사항, 소식 등 게시판 서비스</p></li><li><p>제품·견적·기술지원에 관한 온라인 문의 및 답변</p></li><li><p>기타 회사가 정하는 서비스</p></li></ol>',
      '<p>회사는 제품 사양의 변경, 기술적 필요 등 상당한 이유가 있는 경우 제공하는 서비스의 내용을 변경할 수 있으며, 이 경우 변경 내용을 사이트에 공지합니다. 사이트에 게시된 제품 정보는 참고용이며, 실제 거래 조건은 별도의 견적서와 계약서에 따릅니다.</p>',
      '<h2>제5조 (서비스의 중단)</h2>',
      '<ol><li><p>회사는 정보통신설비의 보수·점검·교체, 고장, 통신 두절 또는 운영상 상당한 이유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있습니다.</p></li><li><p>회사는 예정된 중단의 경우 사전에 사이트에 공지하며, 부득이한 사유로 사전에 공지할 수 없는 경우에는 사후에 공지합니다.</p></li></ol>',
      '<h2>제6조 (문의의 작성)</h2>',
      '<ol><li><p>이용자는 별도의 회원가입 없이 이름, 연락처 등 필요한 정보와 비밀번호를 입력하여 문의를 작성할 수 있습니다.</p></li><li><p>문의는 기본적으로 비밀글로 등록되며, 작성자 본인(비밀번호를 아는 자)과 회사의 담당 직원만 열람할 수 있습니다.</p></li><li><p>이용자는 비밀번호를 스스로 관리하여야 하며, 비밀번호를 잊거나 타인에게 알려 생긴 손해에 대하여 회사는 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.</p></li><li><p>회사는 영업일 기준으로 가능한 한 빠르게 답변하며, 답변 내용은 문의 화면에서 확인할 수 있습니다.</p></li></ol>',
      '<h2>제7조 (게시물의 관리)</h2>',
      '<p>회사는 이용자가 게시한 게시물이 다음 각 호에 해당하는 경우 사전 통지 없이 삭제하거나 게시를 제한할 수 있습니다.</p>',
      '<ol><li><p>타인을 비방하거나 명예를 훼손하는 내용</p></li><li><p>타인의 개인정보, 저작권 등 권리를 침해하는 내용</p></li><li><p>음란하거나 불법적인 정보를 포함하는 내용</p></li><li><p>광고·홍보 등 서비스 목적과 관계없는 내용</p></li><li><p>악성 프로그램을 포함하거나 서비스 운영을 방해하는 내용</p></li><li><p>기타 관련 법령에 위반된다고 판단되는 내용</p></li></ol>',
      '<h2>제8조 (게시물의 저작권)</h2>',
      '<ol><li><p>사이트에 게시된 회사의 글, 사진, 도면, 카탈로그 등 모든 자료의 저작권은 회사에 있습니다.</p></li><li><p>이용자는 회사의 사전 서면 동의 없이 사이트의 자료를 복제, 배포, 전송, 2차적 저작물 작성 등의 방법으로 영리 목적에 이용할 수 없습니다.</p></li><li><p>이용자가 작성한 게시물의 저작권은 작성자에게 있으며, 회사는 문의에 대한 답변과 서비스 개선을 위한 범위에서 이를 이용할 수 있습니다.</p></li></ol>',
      '<h2>제9조 (이용자의 의무)</h2>',
      '<p>이용자는 다음 행위를 하여서는 안 됩니다.</p>',
      '<ol><li><p>문의 작성 시 허위 정보를 입력하거나 타인의 정보를 도용하는 행위</p></li><li><p>회사 또는 제3자의 지식재산권 등 권리를 침해하는 행위</p></li><li><p>자동화된 수단으로 사이트에 과도한 부하를 주거나 정보를 무단으로 수집하는 행위</p></li><li><p>관리자 화면에 권한 없이 접근하거나 접근을 시도하는 행위</p></li><li><p>기타 관련 법령 또는 이 약관에 위반되는 행위</p></li></ol>',
      '<h2>제10조 (회사의 의무)</h2>',
      '<ol><li><p>회사는 관련 법령과 이 약관을 지키며, 계속적이고 안정적으로 서비스를 제공하기 위하여 노력합니다.</p></li><li><p>회사는 이용자의 개인정보를 보호하기 위하여 보안 체계를 갖추고 개인정보처리방침을 공개하고 준수합니다.</p></li><li><p>회사는 이용자가 제기한 의견이나 불만이 정당하다고 인정하는 경우 이를 신속하게 처리합니다.</p></li></ol>',
      '<h2>제11조 (면책)</h2>',
      '<ol><li><p>회사는 천재지변, 전쟁, 기간통신사업자의 서비스 중지 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다.</p></li><li><p>회사는 이용자의 귀책사유로 인한 서비스 이용 장애에 대하여 책임을 지지 않습니다.</p></li><li><p>사이트에 게시된 제품 정보와 기술 자료는 일반적인 안내를 위한 것으로, 회사는 이를 근거로 한 이용자의 판단과 그 결과에 대하여 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.</p></li></ol>',
      '<h2>제12조 (분쟁 해결 및 관할법원)</h2>',
      '<ol><li><p>이 약관과 서비스 이용에 관한 사항은 대한민국 법령에 따릅니다.</p></li><li><p>서비스 이용과 관련하여 회사와 이용자 사이에 분쟁이 생긴 경우 양 당사자는 원만한 해결을 위하여 성실히 협의합니다.</p></li><li><p>협의로 해결되지 않은 분쟁에 관한 소송은 「민사소송법」에 따른 관할법원에 제기합니다.</p></li></ol>',
      '<h2>부칙</h2>',
      '<p>이 약관은 2025년 3월 1일부터 시행하며, 종전의 약관은 이 약관으로 대체합니다.</p>',
    ].join(''),
    contentEn: [
      TRANSLATION_NOTE,
      '<h2>Article 1 (Purpose)</h2>',
      '<p>These terms set out the rights, obligations and responsibilities of Hangyeol Industry Co., Ltd. (the &quot;Company&quot;) and of users, and other necessary matters, in the use of the product information, boards, online inquiries and other services (the &quot;Services&quot;) provided on the website the Company operates (the &quot;Site&quot;).</p>',
      '<h2>Article 2 (Definitions)</h2>',
      '<p>The terms used in these terms of service mean the following.</p>',
      '<ol><li><p>&quot;User&quot; means anyone who visits the Site and uses the Services the Company provides under these terms.</p></li><li><p>&quot;Inquiry&quot; means a message in which a user asks the Company, through the Site, about products, quotations, technical support or the like.</p></li><li><p>&quot;Password&quot; means the combination of letters and numbers users choose themselves so that they can later read, edit or delete the inquiries they have written.</p></li><li><p>&quot;Post&quot; means text, photos, files and similar information posted on the Site by a user or by the Company.</p></li></ol>',
      '<h2>Article 3 (Publication and amendment of the terms)</h2>',
      '<ol><li><p>The Company posts these terms at the foot of the Site, where users can easily find them.</p></li><li><p>The Company may amend these terms insofar as this does not violate the Act on the Regulation of Terms and Conditions or other relevant laws.</p></li><li><p>When the Company amends these terms, it announces the effective date and the reasons for the amendment on the Site from 7 days before the effective date; an amendment to users’ disadvantage is announced from 30 days before.</p></li><li><p>Users who do not agree to the amended terms may stop using the Services. Users who continue to use the Services after the effective date are deemed to have agreed to the amended terms.</p></li></ol>',
      '<h2>Article 4 (Provision and changes of the Services)</h2>',
      '<p>The Company provides the following Services.</p>',
      '<ol><li><p>Information about the Company, its products and its technology</p></li><li><p>Product search and detailed product information</p></li><li><p>Boards for notices, news and the like</p></li><li><p>Online inquiries and answers about products, quotations and technical support</p></li><li><p>Other services the Company determines</p></li></ol>',
      '<p>The Company may change what the Services offer for good reason, such as a change in product specifications or a technical need, and will announce the change on the Site. Product information on the Site is for reference only: the actual terms of a transaction are those of the separate quotation and contract.</p>',
      '<h2>Article 5 (Suspension of the Services)</h2>',
      '<ol><li><p>The Company may suspend the Services temporarily for the maintenance, inspection or replacement of its information and communication equipment, for a breakdown or a loss of communications, or for another good operational reason.</p></li><li><p>The Company announces a planned suspension on the Site in advance; where it cannot do so for reasons beyond its control, it announces the suspension afterwards.</p></li></ol>',
      '<h2>Article 6 (Writing inquiries)</h2>',
      '<ol><li><p>Users may write an inquiry without becoming members, by entering the information needed, such as their name and contact details, and a password.</p></li><li><p>Inquiries are private by default: only their author (anyone who knows the password) and the Company’s staff in charge can read them.</p></li><li><p>Users must keep their password safe themselves. The Company is not liable for any loss caused by a password forgotten or disclosed to others, unless the loss results from its intent or gross negligence.</p></li><li><p>The Company answers as quickly as it can on business days; the answer is shown on the inquiry’s page.</p></li></ol>',
      '<h2>Article 7 (Management of posts)</h2>',
      '<p>The Company may delete a user’s post, or restrict it, without notice if it contains any of the following.</p>',
      '<ol><li><p>Content that slanders others or damages their reputation</p></li><li><p>Content that infringes the personal information, copyright or other rights of others</p></li><li><p>Obscene or illegal information</p></li><li><p>Advertising, promotion or other content unrelated to the purpose of the Services</p></li><li><p>Malicious software, or content that interferes with the operation of the Services</p></li><li><p>Any other content judged to violate the relevant laws</p></li></ol>',
      '<h2>Article 8 (Copyright in posts)</h2>',
      '<ol><li><p>The copyright in all materials the Company posts on the Site, such as texts, photos, drawings and catalogues, belongs to the Company.</p></li><li><p>Users may not use the Site’s materials for commercial purposes, whether by copying, distributing, transmitting or adapting them or otherwise, without the Company’s prior written consent.</p></li><li><p>The copyright in a post a user writes belongs to its author; the Company may use it as far as needed to answer inquiries and to improve the Services.</p></li></ol>',
      '<h2>Article 9 (Obligations of users)</h2>',
      '<p>Users must not do any of the following.</p>',
      '<ol><li><p>Enter false information, or use someone else’s information, when writing an inquiry</p></li><li><p>Infringe the intellectual property or other rights of the Company or of third parties</p></li><li><p>Put an excessive load on the Site, or collect its information without permission, by automated means</p></li><li><p>Access, or try to access, the administration pages without authorisation</p></li><li><p>Anything else that violates the relevant laws or these terms</p></li></ol>',
      '<h2>Article 10 (Obligations of the Company)</h2>',
      '<ol><li><p>The Company complies with the relevant laws and these terms, and strives to provide the Services continuously and reliably.</p></li><li><p>The Company maintains security measures to protect users’ personal information, and publishes and follows a privacy policy.</p></li><li><p>The Company deals promptly with the opinions and complaints users raise when it finds them justified.</p></li></ol>',
      '<h2>Article 11 (Disclaimer)</h2>',
      '<ol><li><p>The Company is not liable when it cannot provide the Services because of force majeure, such as a natural disaster, war or the suspension of service by a telecommunications carrier.</p></li><li><p>The Company is not liable for any disruption to the use of the Services caused by the user.</p></li><li><p>The product information and technical materials on the Site are general guidance. The Company is not liable for users’ decisions based on them, or for their consequences, unless it acted with intent or gross negligence.</p></li></ol>',
      '<h2>Article 12 (Disputes and jurisdiction)</h2>',
      '<ol><li><p>These terms and the use of the Services are governed by the laws of the Republic of Korea.</p></li><li><p>If a dispute arises between the Company and a user over the use of the Services, both parties will negotiate in good faith to settle it amicably.</p></li><li><p>A lawsuit over a dispute not settled by negotiation is brought before the court having jurisdiction under the Civil Procedure Act.</p></li></ol>',
      '<h2>Supplementary provision</h2>',
      '<p>These terms take effect on 1 March 2025 and replace the previous terms.</p>',
    ].join(''),
  },
  privacy: {
    effectiveOn: '2025-03-01',
    summary: {
      ko: '온라인 문의의 보유 기간을 5년에서 3년으로 줄였습니다.',
      en: 'Online inquiries are now kept for 3 years instead of 5.',
    },
    content: [
      '<h2>1. 개인정보의 처리 목적</h2>',
      '<p>회사는 다음의 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 이외의 용도로 이용하지 않으며, 이용 목적이 변경되는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 이행합니다.</p>',
      '<ol><li><p>온라인 문의 처리: 문의 접수 및 본인 확인, 문의 내용 확인, 답변 및 처리 결과 안내</p></li><li><p>제품 상담 및 견적 제공: 제품 사양 안내, 견적서 발송, 납품 일정 협의</p></li><li><p>사이트 관리: 관리자 본인 확인, 부정 이용 방지, 서비스 안정성 확보 및 보안 사고 대응</p></li></ol>',
      '<h2>2. 처리하는 개인정보의 항목</h2>',
      '<p><strong>수집 항목과 수집 방법</strong></p>',
      '<ul><li><p><strong>온라인 문의</strong> — 필수 항목: 이름, 문의 비밀번호, 문의 내용 · 선택 항목: 이메일 주소, 휴대전화번호, 회사명 · 수집 방법: 문의 작성 화면에서 정보주체가 직접 입력</p></li><li><p><strong>관리자 계정</strong> — 필수 항목: 아이디, 이름, 비밀번호 · 선택 항목: 이메일 주소 · 수집 방법: 회사 내부 등록</p></li><li><p><strong>자동 수집</strong> — 필수 항목: 접속 IP 주소, 접속 일시, 브라우저 정보 · 선택 항목: - · 수집 방법: 사이트 이용 과정에서 자동 생성</p></li></ul>',
      '<p>문의 비밀번호는 복원할 수 없는 방식(일방향 암호화)으로 저장하며, 회사의 직원도 원래의 비밀번호를 알 수 없습니다. 회사는 만 14세 미만 아동의 개인정보를 수집하지 않습니다.</p>',
      '<h2>3. 개인정보의 처리 및 보유 기간</h2>',
      '<p>회사는 법령에 따른 보유·이용 기간 또는 정보주체로부터 동의받은 보유·이용 기간 내에서 개인정보를 처리·보유합니다.</p>',
      '<p><strong>보유 기간</strong></p>',
      '<ul><li><p><strong>온라인 문의</strong> — 보유 기간: 문의 처리 완료 후 3년 (정보주체가 삭제하면 즉시 파기) · 근거: 정보주체의 동의</p></li><li><p><strong>관리자 계정</strong> — 보유 기간: 퇴직 또는 계정 삭제 시까지 · 근거: 근로계약 및 내부 규정</p></li><li><p><strong>접속 기록</strong> — 보유 기간: 3개월 · 근거: 「통신비밀보호법」 제15조의2 및 같은 법 시행령 제41조</p></li></ul>',
      '<h2>4. 개인정보의 파기 절차 및 방법</h2>',
      '<ol><li><p>파기 절차: 보유 기간이 지나거나 처리 목적이 달성된 개인정보는 개인정보 보호책임자의 승인을 받아 지체 없이 파기합니다.</p></li><li><p>파기 방법: 전자적 파일은 복구할 수 없는 기술적 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.</p></li><li><p>다른 법령에 따라 보존해야 하는 경우에는 해당 개인정보를 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.</p></li></ol>',
      '<h2>5. 개인정보의 제3자 제공</h2>',
      '<p>회사는 정보주체의 개인정보를 제1항에서 밝힌 목적 범위 내에서만 처리하며, 정보주체의 동의, 법률의 특별한 규정 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우를 제외하고는 제3자에게 제공하지 않습니다. 현재 회사가 제3자에게 제공하는 개인정보는 없습니다.</p>',
      '<h2>6. 개인정보 처리업무의 위탁</h2>',
      '<p>회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리업무를 위탁하고 있습니다.</p>',
      '<p><strong>위탁 현황</strong></p>',
      '<ul><li><p><strong>(주)하늘데이터센터</strong> — 위탁 업무: 사이트 서버 운영 및 데이터 보관 · 보유 기간: 위탁 계약 종료 시까지</p></li></ul>',
      '<p>회사는 위탁 계약 시 「개인정보 보호법」 제26조에 따라 위탁 업무 수행 목적 외 처리 금지, 기술적·관리적 보호조치, 재위탁 제한, 손해배상 등 책임에 관한 사항을 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 회사는 개인정보를 국외로 이전하지 않습니다.</p>',
      '<h2>7. 정보주체와 법정대리인의 권리·의무 및 행사 방법</h2>',
      '<ol><li><p>정보주체는 회사에 대하여 언제든지 개인정보 열람, 정정·삭제, 처리정지 요구 등의 권리를 행사할 수 있습니다.</p></li><li><p>권리 행사는 서면, 전화, 전자우편 등을 통하여 할 수 있으며, 회사는 요청을 받은 날부터 10일 이내에 조치합니다. 작성한 문의는 비밀번호를 입력하여 직접 수정하거나 삭제할 수도 있습니다.</p></li><li><p>권리 행사는 정보주체의 법정대리인이나 위임을 받은 자 등 대리인을 통하여 할 수 있으며, 이 경우 「개인정보 처리 방법에 관한 고시」에 따른 위임장을 제출하여야 합니다.</p></li><li><p>다른 법령에서 그 개인정보가 수집 대상으로 명시되어 있는 경우에는 삭제를 요구할 수 없으며, 법률에 특별한 규정이 있는 경우 등에는 처리정지 요구가 거절될 수 있습니다.</p></li></ol>',
      '<h2>8. 개인정보의 안전성 확보조치</h2>',
      '<p>회사는 개인정보의 안전성 확보를 위하여 다음과 같은 조치를 하고 있습니다.</p>',
      '<ul><li><p>관리적 조치: 내부관리계획 수립·시행, 개인정보 취급 직원의 최소화 및 정기 교육</p></li><li><p>기술적 조치: 비밀번호 일방향 암호화, 전송 구간 암호화(HTTPS), 관리자 접근 권한 관리, 접속 기록 보관 및 위·변조 방지, 보안 프로그램 설치와 주기적 점검</p></li><li><p>물리적 조치: 전산실 및 자료 보관실 출입 통제</p></li></ul>',
      '<h2>9. 개인정보 자동 수집 장치의 설치·운영 및 거부</h2>',
      '<p>회사는 방문자를 추적하거나 맞춤형 광고를 제공하기 위한 쿠키를 사용하지 않습니다. 사이트는 선택한 표시 언어와 관리자 로그인 상태를 유지하기 위하여 브라우저의 저장소(localStorage, sessionStorage)를 사용하며, 이 정보는 회사로 자동 전송되지 않습니다. 이용자는 브라우저 설정에서 저장된 사이트 데이터를 언제든지 삭제할 수 있습니다.</p>',
      '<h2>10. 개인정보 보호책임자</h2>',
      '<p>회사는 개인정보 처리에 관한 업무를 총괄하고, 개인정보 처리와 관련한 정보주체의 불만 처리 및 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.</p>',
      '<ul><li><p><strong>성명</strong>: 이서연</p></li><li><p><strong>직책</strong>: 경영지원팀장</p></li><li><p><strong>전화</strong>: 031-681-2417</p></li><li><p><strong>이메일</strong>: privacy@hangyeol.example</p></li><li><p><strong>열람청구 접수·처리 부서</strong>: 경영지원팀 (031-681-2400)</p></li></ul>',
      '<h2>11. 권익침해 구제 방법</h2>',
      '<p>정보주체는 개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.</p>',
      '<ul><li><p>개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)</p></li><li><p>개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)</p></li><li><p>대검찰청: (국번 없이) 1301 (www.spo.go.kr)</p></li><li><p>경찰청: (국번 없이) 182 (ecrm.police.go.kr)</p></li></ul>',
      '<h2>12. 개인정보처리방침의 변경</h2>',
      '<p>이 개인정보처리방침은 2025년 3월 1일부터 적용됩니다. 내용이 추가되거나 변경되는 경우에는 시행 7일 전부터 사이트를 통하여 공지하며, 정보주체의 권리에 중요한 변경이 있는 경우에는 30일 전부터 공지합니다.</p>',
      '<p>이 개인정보처리방침은 2025년 3월 1일부터 적용됩니다.</p>',
    ].join(''),
    contentEn: [
      TRANSLATION_NOTE,
      '<h2>1. Why we process personal information</h2>',
      '<p>The Company processes personal information for the following purposes. It does not use the personal information it processes for any other purpose; should a purpose change, it will take the necessary steps, such as obtaining separate consent under Article 18 of the Personal Information Protection Act.</p>',
      '<ol><li><p>Online inquiries: receiving an inquiry and confirming who wrote it, reading it, answering it and reporting how it was dealt with</p></li><li><p>Product advice and quotations: information on product specifications, sending quotations, agreeing delivery dates</p></li><li><p>Running the Site: confirming administrators’ identity, preventing misuse, keeping the service stable and responding to security incidents</p></li></ol>',
      '<h2>2. The personal information we process</h2>',
      '<p><strong>What is collected, and how</strong></p>',
      '<ul><li><p><strong>Online inquiries</strong> — Required: name, inquiry password, message · Optional: e-mail address, mobile phone number, company name · How: entered by the data subject on the inquiry form</p></li><li><p><strong>Administrator accounts</strong> — Required: login ID, name, password · Optional: e-mail address · How: registered within the Company</p></li><li><p><strong>Collected automatically</strong> — Required: IP address, date and time of access, browser information · Optional: none · How: generated automatically as the Site is used</p></li></ul>',
      '<p>Inquiry passwords are stored in a form that cannot be reversed (one-way encryption): not even the Company’s staff can know the original password. The Company does not collect personal information from children under 14.</p>',
      '<h2>3. How long we keep personal information</h2>',
      '<p>The Company processes and keeps personal information for the period the law requires, or for the period the data subject has agreed to.</p>',
      '<p><strong>Retention periods</strong></p>',
      '<ul><li><p><strong>Online inquiries</strong> — Kept: 3 years after the inquiry has been dealt with (destroyed at once if the data subject deletes it) · Basis: the data subject’s consent</p></li><li><p><strong>Administrator accounts</strong> — Kept: until the administrator leaves the Company or the account is deleted · Basis: employment contract and internal rules</p></li><li><p><strong>Access logs</strong> — Kept: 3 months · Basis: Article 15-2 of the Protection of Communications Secrets Act and Article 41 of its Enforcement Decree</p></li></ul>',
      '<h2>4. How we destroy personal information</h2>',
      '<ol><li><p>Procedure: personal information whose retention period has ended, or whose purpose has been achieved, is destroyed without delay with the approval of the chief privacy officer.</p></li><li><p>Method: electronic files are deleted by technical means that make them unrecoverable; paper documents are shredded or incinerated.</p></li><li><p>Where another law requires personal information to be kept, it is moved to a separate database or stored in a separate place.</p></li></ol>',
      '<h2>5. Provision to third parties</h2>',
      '<p>The Company processes personal information only within the purposes set out in section 1, and does not provide it to third parties except in the cases of Articles 17 and 18 of the Personal Information Protection Act, such as with the data subject’s consent or where a law specifically provides for it. The Company currently provides no personal information to any third party.</p>',
      '<h2>6. Outsourcing</h2>',
      '<p>To provide its services smoothly, the Company entrusts the processing of personal information as follows.</p>',
      '<p><strong>Entrusted processing</strong></p>',
      '<ul><li><p><strong>Haneul Data Center Co., Ltd.</strong> — Work entrusted: running the Site’s servers and storing its data · Kept: until the contract ends</p></li></ul>',
      '<p>Under Article 26 of the Personal Information Protection Act, the Company’s outsourcing contracts set out in writing that the contractor may not process personal information beyond the entrusted work, the technical and managerial safeguards, the limits on subcontracting, and liability for damages, and the Company supervises whether the contractor processes personal information safely. The Company does not transfer personal information outside Korea.</p>',
      '<h2>7. Your rights and how to exercise them</h2>',
      '<ol><li><p>Data subjects may at any time ask the Company to let them see, correct or delete their personal information, or to stop processing it.</p></li><li><p>These rights may be exercised in writing, by telephone or by e-mail, and the Company acts on a request within 10 days of receiving it. You may also edit or delete an inquiry you wrote yourself, by entering its password.</p></li><li><p>These rights may be exercised through a representative, such as the data subject’s legal representative or someone they have authorised, who must then submit a power of attorney as set out in the Notice on Methods of Processing Personal Information.</p></li><li><p>Deletion cannot be requested where another law names the personal information as something to be collected, and a request to stop processing may be refused where a law specifically provides for it.</p></li></ol>',
      '<h2>8. How we keep personal information secure</h2>',
      '<p>The Company takes the following measures to keep personal information secure.</p>',
      '<ul><li><p>Managerial: an internal management plan drawn up and followed; as few staff as possible handling personal information, and regular training for them</p></li><li><p>Technical: one-way encryption of passwords, encryption in transit (HTTPS), control of administrators’ access rights, access logs kept safe from forgery and alteration, security software installed and checked regularly</p></li><li><p>Physical: controlled access to the server room and to the records store</p></li></ul>',
      '<h2>9. Automatic collection: cookies and browser storage</h2>',
      '<p>The Company does not use cookies to track visitors or to show targeted advertising. The Site uses the browser’s storage (localStorage, sessionStorage) to keep the display language you chose and administrators’ sign-in; this information is not sent to the Company automatically. You may delete the data the Site has stored at any time in your browser’s settings.</p>',
      '<h2>10. Chief privacy officer</h2>',
      '<p>The Company has appointed the chief privacy officer below, who oversees its processing of personal information and deals with data subjects’ complaints and claims for redress about it.</p>',
      '<ul><li><p><strong>Name</strong>: Lee Seo-yeon</p></li><li><p><strong>Position</strong>: Head of Corporate Support</p></li><li><p><strong>Phone</strong>: +82 31-681-2417</p></li><li><p><strong>E-mail</strong>: privacy@hangyeol.example</p></li><li><p><strong>Department receiving and handling requests for access</strong>: Corporate Support Team (+82 31-681-2400)</p></li></ul>',
      '<h2>11. Remedies for infringement</h2>',
      '<p>Data subjects who seek redress for an infringement of their personal information may apply for dispute mediation or advice to the following bodies.</p>',
      '<ul><li><p>Personal Information Dispute Mediation Committee: 1833-6972, no area code (www.kopico.go.kr)</p></li><li><p>Personal Information Infringement Report Center: 118, no area code (privacy.kisa.or.kr)</p></li><li><p>Supreme Prosecutors’ Office: 1301, no area code (www.spo.go.kr)</p></li><li><p>Korean National Police Agency: 182, no area code (ecrm.police.go.kr)</p></li></ul>',
      '<h2>12. Changes to this privacy policy</h2>',
      '<p>This privacy policy applies from 1 March 2025. Additions and changes are announced on the Site from 7 days before they take effect, and changes that matter to data subjects’ rights from 30 days before.</p>',
    ].join(''),
  },
};

/**
 * The demo privacy policy's version before: inquiries were kept five years, so the policy's page
 * has a past version and a before/after table to show.
 */
const earlierPrivacy = (policy: DemoPolicy): DemoPolicy => ({
  effectiveOn: '2024-01-01',
  content: policy.content
    .replace('문의 처리 완료 후 3년', '문의 처리 완료 후 5년')
    .replaceAll('2025년 3월 1일', '2024년 1월 1일'),
  contentEn: policy.contentEn
    .replace('Kept: 3 years after', 'Kept: 5 years after')
    .replaceAll('1 March 2025', '1 January 2024'),
});

/**
 * Writes the demo company's terms and privacy policy over the site's own first versions; a
 * policy with a version staff wrote is left as it is.
 */
export async function seedDemoPolicies(db: Db): Promise<void> {
  const versions = {
    terms: [DEMO_POLICIES.terms],
    privacy: [earlierPrivacy(DEMO_POLICIES.privacy), DEMO_POLICIES.privacy],
  };
  for (const [policy, list] of Object.entries(versions) as [
    keyof typeof versions,
    DemoPolicy[],
  ][]) {
    await replaceUnpublishedPolicy(
      db,
      policy,
      list.map((version) => ({
        effectiveOn: version.effectiveOn,
        content: sanitizeRichText(version.content),
        contentEn: sanitizeRichText(version.contentEn),
        summary: version.summary?.ko ?? null,
        summaryEn: version.summary?.en ?? null,
      })),
    );
  }
}
