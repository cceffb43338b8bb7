// First-start seed of the news (sections, categories, three explainers) / المحتوى الأولي للأخبار عند التشغيل الأول (الأقسام والتصنيفات وثلاثة مقالات توضيحية)
import type { ArticleContent, Bilingual } from './types';

export type SeedSection = { id: 'energy' | 'construction' | 'technology'; name: Bilingual; description: Bilingual };

export type SeedCategoryKey =
  'technology' | 'projects' | 'industry-news' | 'innovation' | 'sustainability' | 'market-trends' | 'regulations' | 'partnerships';

export type SeedCategory = { key: SeedCategoryKey; sectionId: 'energy'; name: Bilingual };

/**
 * The seed articles are evergreen explainers, not news of the day: they carry no date of their own and are dated
 * when the database is first created (`seedNewsOnFirstStart`), so a new site never opens with old news.
 */
export type SeedArticle = ArticleContent & {
  categoryKey: SeedCategoryKey;
  sectionId: 'energy';
};

/** Joins paragraphs with a blank line. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const energyEngineers: Bilingual = { ar: 'فريق الهندسة في الساحل للطاقة', en: 'Sahel Energy engineering team' };
const electronicsQuality: Bilingual = { ar: 'فريق الجودة في الساحل للإلكترونيات', en: 'Sahel Electronics quality team' };

export const seedSections: readonly SeedSection[] = [
  {
    id: 'energy',
    name: { ar: 'الطاقة', en: 'Energy' },
    description: { ar: 'أخبار الطاقة الشمسية والمتجددة', en: 'Solar and renewable energy news' },
  },
  {
    id: 'construction',
    name: { ar: 'الإنشاءات', en: 'Construction' },
    description: { ar: 'مستجدات قطاع البناء والتشييد', en: 'Construction industry updates' },
  },
  {
    id: 'technology',
    name: { ar: 'التقنية', en: 'Technology' },
    description: { ar: 'أخبار التقنية والابتكار', en: 'Technology and innovation news' },
  },
];

export const seedCategories: readonly SeedCategory[] = [
  { key: 'technology', sectionId: 'energy', name: { ar: 'التقنية', en: 'Technology' } },
  { key: 'projects', sectionId: 'energy', name: { ar: 'المشاريع', en: 'Projects' } },
  { key: 'industry-news', sectionId: 'energy', name: { ar: 'أخبار القطاع', en: 'Industry News' } },
  { key: 'innovation', sectionId: 'energy', name: { ar: 'الابتكار', en: 'Innovation' } },
  { key: 'sustainability', sectionId: 'energy', name: { ar: 'الاستدامة', en: 'Sustainability' } },
  { key: 'market-trends', sectionId: 'energy', name: { ar: 'اتجاهات السوق', en: 'Market Trends' } },
  { key: 'regulations', sectionId: 'energy', name: { ar: 'الأنظمة والتشريعات', en: 'Regulations' } },
  { key: 'partnerships', sectionId: 'energy', name: { ar: 'الشراكات', en: 'Partnerships' } },
];

/** Newest first: the list shows them in this order on the day the database is created. */
export const seedArticles: readonly SeedArticle[] = [
  {
    categoryKey: 'regulations',
    sectionId: 'energy',
    title: {
      ar: 'كيف يعمل صافي القياس للأنظمة الشمسية على الأسطح في المملكة',
      en: 'How net billing works for rooftop solar in Saudi Arabia',
    },
    excerpt: {
      ar: 'تستهلك منشأتك كهرباء ألواحها أولًا، ويذهب الفائض إلى الشبكة مقابل رصيد في حسابك. نشرح المبدأ، وأثره في حجم النظام، والخطوات المعتادة قبل الربط.',
      en: 'Your building uses its own solar power first, and the surplus goes to the grid for a credit on your account. Here is the principle, what it means for system size, and the usual steps before connection.',
    },
    content: {
      ar: paragraphs(
        'لا يلزم أن يستهلك المبنى كل كيلوواط ساعة تنتجه ألواحه في اللحظة نفسها. فالإطار التنظيمي للأنظمة الشمسية الصغيرة في المملكة يتيح للمنزل أو المنشأة ربط نظامه بشبكة التوزيع، واستهلاك إنتاجه في الموقع أولًا، وتصدير الفائض إلى الشبكة مقابل رصيد في حساب الكهرباء. ويُعرف هذا الترتيب بصافي القياس. يشرح هذا المقال المبدأ والخطوات التي يمر بها المشروع عادة.',
        'قبل أن تخطط: تضع الجهة المنظِّمة لقطاع الكهرباء هذه القواعد وتطبّقها شركة التوزيع، وهي تُراجَع من حين لآخر، ومنها: فئات المشتركين وأحجام الأنظمة المؤهلة، وطريقة احتساب الطاقة المصدَّرة، والمستندات المطلوبة. لذلك تحقّق من القواعد السارية لدى شركة التوزيع أو الجهة المنظِّمة قبل اعتماد التصميم؛ فهذا المقال يشرح المبدأ ولا يغني عن الأرقام المعمول بها اليوم.',
        'المبدأ في فقرة: يغذّي العاكس المبنى أولًا، وحين يزيد إنتاج الألواح على الاستهلاك، عند الظهيرة غالبًا، يتدفق الفائض إلى الشبكة. ويسجّل عدّاد ثنائي الاتجاه رقمين: الطاقة التي تستجرّها من الشبكة، والطاقة التي تصدّرها إليها. تُحتسب الطاقة المستجرّة بتعرفتك المعتادة، وتُقيَّد الطاقة المصدَّرة رصيدًا بالسعر الذي تحدده القواعد، وقد لا يساوي السعر الذي تدفعه مقابل كل كيلوواط ساعة. ولهذا يوصف هذا الترتيب بأنه صافي فوترة، تمييزًا له عن المقاصة البسيطة التي يلغي فيها كل كيلوواط ساعة مصدَّر كيلوواط ساعة مستجرًّا.',
        'أثره في حجم النظام: الطاقة التي تستهلكها في الموقع توفّر عليك سعر الكيلوواط ساعة كاملًا، أما المصدَّرة فتكسب رصيدها فقط؛ لذا تأتي معظم قيمة النظام من الاستهلاك الذاتي. والنظام الجيد يُصمَّم على الأحمال النهارية للمبنى، لا على أكبر مساحة يمكن تغطيتها من السطح. وأكثر المستفيدين المباني التي تستهلك معظم كهربائها في النهار، كالمكاتب والمدارس والمصانع ذات الورديات النهارية ومستودعات التبريد، بينما يصدّر المنزل الخالي نهارًا نسبة أكبر من إنتاجه فيقلّ عائد كل لوح.',
        'الخطوة الأولى، الدراسة: فواتير الكهرباء لآخر اثني عشر شهرًا، ونمط الاستهلاك خلال اليوم، ومساحة السطح وحالته الإنشائية والظلال عليه.',
        'الخطوة الثانية، التصميم: حجم النظام، والمخطط الكهربائي أحادي الخط، ومعدات تستوفي المتطلبات الفنية المعتمدة، يُختار ذلك كله مع مقاول مؤهل.',
        'الخطوة الثالثة، الطلب: يُقدَّم طلب الربط إلى شركة التوزيع مع المستندات التي تنص عليها القواعد السارية، ولا يُركَّب النظام على الشبكة قبل اعتماده.',
        'الخطوة الرابعة، التركيب والفحص: بعد الاعتماد يُركَّب النظام ويُختبر، ثم تفحصه شركة التوزيع للتأكد من إعدادات الحماية، ويُستبدل العدّاد أو يُعاد ضبطه ليسجّل الطاقة المصدَّرة. وبعد اجتياز الفحص فقط يعمل النظام موازيًا للشبكة، ويبقى المالك مسؤولًا عن صيانته وسلامته.',
        'أسئلة تطرحها قبل التوقيع: هل فئة حسابي مؤهلة، وما أكبر حجم مسموح به للنظام؟ بأي سعر تُقيَّد الطاقة المصدَّرة اليوم، وكيف يُرحَّل الرصيد؟ ما شهادات العواكس التي تقبلها شركة التوزيع؟ ومن يقدّم الطلب ومن يحضر الفحص؟ المقاول الجاد يجيبك عن هذه الأسئلة كتابةً، مستندًا إلى القواعد السارية.',
        'كيف نساعدك: يحدد مهندسونا حجم النظام من فواتيرك أنت، ويعدّون معك المخططات ومستندات الطلب، ويرافقونك حتى الفحص والربط. وتمنحك حاسبة الطاقة الشمسية في هذا الموقع تقديرًا أوليًا في دقائق، تحوّله الزيارة الميدانية إلى تصميم.',
      ),
      en: paragraphs(
        "A rooftop solar system connected to the grid does not have to use every kilowatt-hour the moment it is produced. Saudi Arabia's rules for small-scale solar systems let a home or business connect its system to the distribution grid, use the power on site first, and send the surplus to the grid for a credit on its electricity account. The arrangement is often called net metering; strictly, it is net billing. This article explains the principle and the steps a project usually goes through.",
        'Before you plan. The rules are set by the electricity regulator and applied by your distribution company, and they are revised from time to time: which customer categories and system sizes qualify, how exported energy is credited, and which documents are needed. Check the current rules with your distribution company or the regulator before you commit to a design; this article explains the principle, not the figures in force today.',
        'The principle in one paragraph. The inverter supplies the building first. When the panels produce more than the building uses, usually around midday, the surplus flows out to the grid. A bidirectional meter records two figures: the energy you import and the energy you export. Imports are charged at your normal tariff; exports are credited at the rate the rules set, which need not be the price you pay per kilowatt-hour. That is what sets net billing apart from simple net metering, where each exported kilowatt-hour would cancel an imported one.',
        "What it means for system size. Energy you use on site saves you the full price of a kilowatt-hour; energy you export earns only its credit. Most of a system's value therefore comes from self-consumption, and a good system is sized to the building's daytime load, not to the largest roof area that can be covered. Buildings that use most of their power in daylight (offices, schools, factories working day shifts, cold stores) gain the most; a home that stands empty during the day exports more of its output and earns less per panel.",
        "Step 1, study: your electricity bills for the last twelve months, how your use varies through the day, and the roof's area, structure and shading.",
        'Step 2, design: the system size, the single-line diagram and equipment that meets the approved technical requirements, chosen with a qualified contractor.',
        'Step 3, application: the connection request goes to the distribution company with the documents the current rules list. Nothing is connected to the grid before it is approved.',
        'Step 4, installation and inspection: once approved, the system is installed and tested, then inspected by the distribution company, which checks the protection settings and replaces or reprograms the meter so that it records exports. Only after the inspection does the system run in parallel with the grid, and the owner remains responsible for keeping it safe and maintained.',
        'Questions to ask before you sign. Is my account category eligible, and up to what system size? At what rate are exports credited today, and how is a credit carried forward? Which inverter certifications does the distribution company accept? Who submits the application, and who attends the inspection? A serious contractor answers these in writing, with the current rules in hand.',
        'How we help. Our engineers size the system from your own bills, prepare the drawings and application documents with you, and stay with you through inspection and connection. The solar calculator on this site gives you a first estimate in a few minutes; a site visit turns it into a design.',
      ),
    },
    author: energyEngineers,
    tags: {
      ar: ['صافي القياس', 'الطاقة الشمسية على الأسطح', 'الاستهلاك الذاتي', 'الأنظمة'],
      en: ['Net billing', 'Rooftop solar', 'Self-consumption', 'Regulations'],
    },
    image: '/images/news/net-metering-guide.webp',
    featured: true,
  },
  {
    categoryKey: 'technology',
    sectionId: 'energy',
    title: {
      ar: 'ماذا تعني الفئة 3 في معيار IPC-A-610 لطلبية اللوحات الإلكترونية المجمّعة',
      en: 'What IPC-A-610 Class 3 means for your PCBA order',
    },
    excerpt: {
      ar: 'يحدد معيار IPC-A-610 متى تُقبل اللوحة المجمّعة ومتى تُرفض، بثلاث فئات تزداد صرامة. متى تحتاج إلى الفئة 3، وماذا تغيّر في التكلفة والمدة، وكيف تكتبها في طلبيتك.',
      en: 'IPC-A-610 sets when an assembled board is accepted or rejected, in three classes of increasing strictness. When you need Class 3, what it changes in cost and lead time, and how to write it into your order.',
    },
    content: {
      ar: paragraphs(
        'حين تطلب تصنيع لوحات إلكترونية مجمّعة (PCBA)، يسألك المصنّع في الغالب: بأي فئة من IPC-A-610؟ والجواب يحدد طريقة فحص كل لوحة، وما يُعدّ عيبًا فيها، ومن ثم التكلفة ومدة التسليم. يشرح هذا المقال المعيار وفئاته، ومتى تستحق الفئة 3 كلفتها.',
        'ما المعيار: IPC-A-610 معيار دولي تصدره IPC بعنوان «قابلية قبول التجميعات الإلكترونية»، وهو المرجع الأوسع استخدامًا لفحص اللوحات المجمّعة. يصف بالصور والمعايير ما يُقبل وما يُرفض في وصلات اللحام، وموضع المكونات، والنظافة، والطلاء الواقي، وغيرها. ويرافقه معيار IPC J-STD-001 الذي يحدد متطلبات عملية اللحام نفسها، بينما يحكم IPC-A-610 على النتيجة. ويصدر المعيار في مراجعات متتالية، فاذكر المراجعة التي تعتمدها.',
        'الفئات الثلاث: الفئة 1 للمنتجات الإلكترونية العامة التي يكفي فيها أن تعمل الوظيفة. والفئة 2 للمنتجات ذات الخدمة المخصصة، التي يُراد لها عمر طويل وخدمة متواصلة لكن توقفها لا يُعدّ حرجًا، وهي الأشيع في المعدات الصناعية والتجارية. والفئة 3 للمنتجات عالية الأداء أو العاملة في بيئات قاسية، التي يجب أن تعمل متى طُلب منها ولا يُحتمل توقفها، كالأجهزة الطبية الداعمة للحياة وأنظمة السلامة الحرجة.',
        'ما الذي يتغير في الفئة 3: لكل خاصية يصف المعيار الحالة المثالية، والمقبول، ومؤشر العملية، والعيب، لكل فئة على حدة. وفي الفئة 3 يضيق هامش القبول: يُسمح بانزياح أقل للمكوّن عن وسادته، وتُشترط تغطية أكمل للحام في بعض الوصلات، وتُعدّ عيوبًا حالاتٌ تُقبل في الفئة 2. والنتيجة فحص أدق وأطول، وقد يزيد ذلك من عدد اللوحات التي تحتاج إلى إعادة عمل.',
        'أثرها في التكلفة والمدة: تكلّف الفئة 3 أكثر من الفئة 2 لأن الفحص أدق وأبطأ، ولأن معايير القبول الأضيق ترفع نسبة إعادة العمل. لذا لا تطلبها لمجرد الاحتياط؛ اطلبها حين يستدعيها استخدام المنتج أو عقد عميلك أو متطلبات الجهة التي تعتمد جهازك.',
        'اللوحة العارية جزء من القرار: لا تكتمل الفئة 3 في التجميع إذا صُنعت اللوحة العارية بمتطلبات أدنى. فلوحات الدوائر المطبوعة (PCB) الصلبة لها معيار أداء خاص بها، هو IPC-6012، وفيه فئات مماثلة؛ فحدّد الفئة نفسها للوحة العارية وللتجميع.',
        'كيف تكتبها في طلبيتك: اذكر على المخطط وفي أمر الشراء المعيار ومراجعته والفئة المطلوبة، مثل: «الفحص وفق IPC-A-610 بالفئة 3». وإن احتاجت أجزاء معينة فقط إلى الفئة 3 فاذكرها صراحة. واطلب سجلات الفحص التي تحتاجها: نتائج الفحص البصري الآلي (AOI)، وصور الفحص بالأشعة السينية لمكونات BGA، وتقارير الاختبار الوظيفي.',
        'وحين ترسل إلينا استفسارًا عن تجميع PCBA، اذكر الفئة التي تحتاجها منذ البداية؛ فنفحص لوحاتك وفق IPC-A-610 بالفئة المتفق عليها لطلبيتك، وتوضّح عروضنا أثر الفئة في السعر ومدة التسليم.',
      ),
      en: paragraphs(
        'When you order printed circuit board assemblies (PCBAs), the manufacturer will usually ask: to which class of IPC-A-610? The answer decides how each board is inspected and what counts as a defect, and so the price and the lead time. This article explains the standard, its classes, and when Class 3 is worth what it costs.',
        'The standard. IPC-A-610, "Acceptability of Electronic Assemblies", is published by IPC and is the most widely used reference for inspecting assembled boards. With illustrations and criteria, it describes what is accepted and what is rejected in solder joints, component placement, cleanliness, conformal coating and more. Its companion, IPC J-STD-001, sets the requirements for the soldering process itself; IPC-A-610 judges the result. The standard is issued in successive revisions, so name the revision you work to.',
        'The three classes. Class 1 covers general electronic products, where it is enough that the function works. Class 2 covers dedicated service products, which should have a long life and uninterrupted service but whose failure is not critical; it is the usual class for industrial and commercial equipment. Class 3 covers high-performance or harsh-environment products, which must work when called on and cannot tolerate downtime, such as life-support medical devices and critical safety systems.',
        'What changes at Class 3. For each feature the standard describes the target condition, what is acceptable, what is a process indicator and what is a defect, separately for each class. At Class 3 the acceptance window narrows: a component may sit less far off its pad, some joints need fuller solder coverage, and conditions accepted at Class 2 become defects. The result is closer, longer inspection, and it can mean more boards need rework.',
        "What it does to cost and lead time. Class 3 costs more than Class 2 because inspection is closer and slower, and tighter acceptance criteria raise the rework rate. So do not ask for it as a precaution; ask for it when the product's use, your customer's contract or the body that approves your device calls for it.",
        'The bare board is part of the decision. A Class 3 assembly is not complete on a bare board built to lower requirements. Rigid printed circuit boards (PCBs) have their own performance standard, IPC-6012, with matching classes: specify the same class for the bare board and for the assembly.',
        'How to write it into your order. State the standard, its revision and the class on the drawing and in the purchase order, for example "Inspect to IPC-A-610, Class 3". If only certain areas need Class 3, say so explicitly. Ask for the inspection records you need: automated optical inspection (AOI) results, X-ray images of BGA components and functional test reports.',
        'When you send us a PCBA enquiry, state the class you need from the start: we inspect your boards to IPC-A-610 at the class agreed for your order, and our quotation shows what the class does to price and lead time.',
      ),
    },
    author: electronicsQuality,
    tags: {
      ar: ['IPC-A-610', 'تجميع PCBA', 'ضمان الجودة', 'التصنيع الإلكتروني'],
      en: ['IPC-A-610', 'PCBA', 'Quality assurance', 'Electronics manufacturing'],
    },
    image: '/images/news/pcba-inspection.webp',
    featured: false,
  },
  {
    categoryKey: 'technology',
    sectionId: 'energy',
    title: {
      ar: 'متصل بالشبكة أم مستقل عنها أم هجين؟ كيف تختار نظامك الشمسي',
      en: 'On-grid, off-grid or hybrid: choosing your solar system',
    },
    excerpt: {
      ar: 'ثلاثة أنواع من الأنظمة الشمسية، لكل منها غرض مختلف. يحسم الاختيارَ سؤالان: هل تصل الشبكة إلى موقعك؟ وهل تحتاج إلى الكهرباء حين تنقطع؟',
      en: 'Three kinds of solar system, each built for a different job. Two questions settle the choice: does the grid reach your site, and do you need power when it goes down?',
    },
    content: {
      ar: paragraphs(
        'تتشابه الأنظمة الشمسية في ألواحها، وتختلف في علاقتها بالشبكة وفي وجود البطاريات. والاختيار الصحيح بينها يوفّر عليك المال ويجنّبك المفاجآت، فإليك ما يميز كل نوع ومتى يناسبك.',
        'النظام المتصل بالشبكة: ألواح وعاكس يغذّيان المبنى، والشبكة تغطي ما يزيد على إنتاجهما وتستقبل الفائض. لا بطاريات فيه، ولذلك هو الأقل تكلفة لكل كيلوواط ساعة والأبسط صيانةً. لكن انتبه: يتوقف هذا النظام عن العمل حين تنقطع الشبكة، حتى في عز النهار، لأن العاكس يفصل نفسه تلقائيًا حمايةً لفنيي الشبكة. يناسب المنازل والمنشآت ذات الشبكة المستقرة التي تريد خفض فاتورتها.',
        'النظام المستقل عن الشبكة: ألواح وبطاريات وعاكس يعمل دون شبكة، ومعها غالبًا مولد احتياطي. يُصمَّم على أصعب الأيام لا على متوسطها: عدد الأيام التي يجب أن تكفي فيها البطاريات، وأطول فترة غائمة أو مغبرّة، وأعلى حمل متوقع. ولهذا هو الأعلى تكلفة لكل كيلوواط ساعة، لكنه يصبح الخيار الاقتصادي حين تكون الشبكة بعيدة أو يكون الوقود غاليًا صعب النقل، كما في المزارع والمخيمات وأبراج الاتصالات والمواقع النائية.',
        'النظام الهجين: متصل بالشبكة ومزوّد ببطاريات يديرها عاكس هجين. يخزّن فائض النهار لاستخدامه مساءً، ويبقي الأحمال الأساسية تعمل عند انقطاع الشبكة، ويمكنه خفض ذروة الطلب في المنشآت التي تحاسَب عليها. تكلفته أعلى من النظام المتصل بالشبكة بقدر البطاريات، ويناسب من تكلّفه الانقطاعات كثيرًا أو من يستهلك معظم كهربائه بعد الغروب.',
        'سؤالان يحسمان الاختيار: الأول، هل تصل الشبكة إلى موقعك بتكلفة معقولة؟ إن لم تصل فالنظام المستقل عن الشبكة هو الخيار. والثاني، إن كانت الشبكة متاحة، فهل تحتاج إلى الكهرباء حين تنقطع؟ إن لم تحتج إليها فالنظام المتصل بالشبكة يمنحك أكبر وفر لكل ريال، وإن احتجت إليها فالنظام الهجين يجمع بين الوفر والطاقة الاحتياطية.',
        'تفاصيل تغيّر الحساب: إن كانت أحمالك نهارية في معظمها، فالبطاريات تضيف تكلفة دون وفر يُذكر. وإن كانت لديك أحمال حرجة محدودة، كالتبريد أو الخوادم أو المضخات، فيكفي أحيانًا نظام هجين يغطيها وحدها لا المبنى كله. وفي جميع الأنواع، اختر بطاريات ليثيوم فوسفات الحديد (LFP) لعمرها الطويل وثباتها في الحرارة، وخطّط لتنظيف الألواح من الغبار، فهو من أكبر أسباب فقد الإنتاج في المملكة.',
        'ابدأ من بياناتك: تقدّر حاسبة الطاقة الشمسية في هذا الموقع حجم النظام ووفوراته من فاتورتك ومساحة سطحك في دقائق. وحين تحتاج إلى قرار نهائي، يراجع مهندسونا نمط استهلاكك وموقعك، ويوصونك بالنوع والحجم اللذين يناسبانك.',
      ),
      en: paragraphs(
        'Solar systems share their panels; they differ in how they relate to the grid and whether they store energy in batteries. Choosing the right one saves you money and surprises, so here is what sets each type apart and when it suits you.',
        'On-grid. Panels and an inverter supply the building; the grid covers whatever they do not and takes the surplus. There are no batteries, so it is the lowest-cost option per kilowatt-hour and the simplest to maintain. Note one thing: an on-grid system stops when the grid goes down, even at midday, because the inverter disconnects itself to protect the people working on the network. It suits homes and businesses on a stable grid that want a lower bill.',
        'Off-grid. Panels, batteries and an inverter that runs without a grid, often with a backup generator. It is sized for the hardest days, not the average ones: how many days the batteries must carry the load, the longest cloudy or dusty spell, the highest load expected. That makes it the most expensive per kilowatt-hour, but it becomes the economic choice where the grid is far away or fuel is costly and hard to deliver: farms, camps, telecom towers and remote sites.',
        "Hybrid. Connected to the grid, with batteries managed by a hybrid inverter. It stores the day's surplus for the evening, keeps essential loads running through a grid outage, and can shave peak demand where a business is billed for it. It costs more than on-grid by the price of the batteries, and it suits those for whom outages are expensive or who use most of their power after sunset.",
        'Two questions settle the choice. First, does the grid reach your site at a sensible cost? If not, off-grid is the answer. Second, if the grid is there, do you need power when it fails? If you do not, on-grid gives you the largest saving per riyal; if you do, hybrid combines the saving with backup power.',
        'Details that change the sums. If your loads run mostly in daylight, batteries add cost without much saving. If only a few loads are critical (cooling, servers, pumps), a hybrid system that backs up just those can be enough, rather than the whole building. Whatever the type, choose lithium iron phosphate (LFP) batteries for their long life and stability in the heat, and plan for cleaning the panels: dust is one of the largest causes of lost output in the Kingdom.',
        'Start from your own figures. The solar calculator on this site estimates system size and savings from your bill and roof area in a few minutes. When you need a final decision, our engineers review your consumption and your site and recommend the type and size that suit you.',
      ),
    },
    author: energyEngineers,
    tags: {
      ar: ['نظام متصل بالشبكة', 'نظام مستقل عن الشبكة', 'نظام هجين', 'التخزين بالبطاريات'],
      en: ['On-grid', 'Off-grid', 'Hybrid', 'Battery storage'],
    },
    image: '/images/news/farm-battery-storage.webp',
    featured: true,
  },
];
