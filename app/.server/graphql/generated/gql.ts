/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CalendarFeed($token: String!) {\n    calendarFeed(token: $token) {\n      kind\n      id\n      slug\n      title\n      starts_at\n      ends_at\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      token\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  fragment ContentCard on Content {\n    __typename\n    id\n    slug\n    title\n    thumbnail_url\n    locked\n    lock_reason\n    published_at\n    ... on Livestream {\n      state\n      starts_at\n      cme_points\n    }\n    ... on Vod {\n      type\n      duration_seconds\n      cme_points\n    }\n    ... on Short {\n      duration_seconds\n    }\n  }\n": typeof types.ContentCardFragmentDoc,
    "\n  fragment ChannelCard on Channel {\n    id\n    name\n    slug\n    sluggable_type\n    thumbnail_url\n    primary_field {\n      id\n      color\n      label_de\n      label_en\n    }\n  }\n": typeof types.ChannelCardFragmentDoc,
    "\n  fragment ExpertCard on Expert {\n    id\n    slug\n    name\n    title\n    photo_url\n  }\n": typeof types.ExpertCardFragmentDoc,
    "\n  query Followable($type: FollowType!, $id: ID!) {\n    followable(type: $type, id: $id) {\n      type\n      id\n      label_de\n      label_en\n      is_followed\n      notify\n    }\n  }\n": typeof types.FollowableDocument,
    "\n  query ContactSender {\n    me {\n      id\n      first_name\n      last_name\n      email\n    }\n  }\n": typeof types.ContactSenderDocument,
    "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitContactRequestDocument,
    "\n  query Faq($locale: Locale!) {\n    faq(locale: $locale) {\n      type\n      title\n      entries {\n        id\n        question\n        answer\n      }\n    }\n  }\n": typeof types.FaqDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  fragment LandingPageFields on LandingPage {\n    slug\n    title\n    description\n    sections {\n      id\n      type\n      title\n      text\n      image_url\n      link_url\n      link_label\n      payload\n      contents {\n        ...ContentCard\n      }\n      experts {\n        ...ExpertCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      fields {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n      }\n    }\n  }\n": typeof types.LandingPageFieldsFragmentDoc,
    "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      ...LandingPageFields\n    }\n  }\n": typeof types.LandingPageDocument,
    "\n  fragment MediaSourceFields on MediaSource {\n    hls_url\n    mp4_url\n    captions_url\n    captions_language\n    poster_url\n    expires_at\n  }\n": typeof types.MediaSourceFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      is_simulated_by_staff\n      pending_proof_count\n      staff_permissions\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      ...FollowedByUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment FollowedByUser on User {\n    subscribedFields {\n      id\n      slug\n      sluggable_type\n      color\n      icon\n      label_de\n      label_en\n    }\n    # A followed channel as its card shows it, with its field's icon for the drawer's entry.\n    subscribedChannels {\n      ...ChannelCard\n      primary_field {\n        icon\n      }\n    }\n  }\n": typeof types.FollowedByUserFragmentDoc,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": typeof types.TrackNotificationDocument,
    "\n  query ConfirmDataFields {\n    fields {\n      id\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n": typeof types.ConfirmDataFieldsDocument,
    "\n  mutation ConfirmUserData($input: ConfirmUserDataInput!) {\n    confirmUserData(input: $input) {\n      id\n      show_field_dialog\n    }\n  }\n": typeof types.ConfirmUserDataDocument,
    "\n  query SurveyInvitation($token: String!) {\n    surveyInvitation(token: $token) {\n      state\n      survey {\n        title\n        intro\n        questions {\n          id\n          type\n          label\n          description\n          required\n          options\n          min_choices\n          max_choices\n        }\n      }\n    }\n  }\n": typeof types.SurveyInvitationDocument,
    "\n  mutation SubmitSurvey($token: String!, $answers: [SurveyAnswerInput!]!) {\n    submitSurvey(token: $token, answers: $answers)\n  }\n": typeof types.SubmitSurveyDocument,
    "\n  fragment SponsorshipFields on Sponsorship {\n    industry_independent\n    supporters {\n      name\n      type\n      url\n      industry\n    }\n    experts {\n      name\n      title\n      conflicts_of_interest\n    }\n  }\n": typeof types.SponsorshipFieldsFragmentDoc,
    "\n  query Unsubscription($token: String!) {\n    unsubscription(token: $token) {\n      setting\n      email_hint\n      used\n    }\n  }\n": typeof types.UnsubscriptionDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      setting\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  fragment UploadTicketFields on UploadTicket {\n    uuid\n    url\n    inputs\n  }\n": typeof types.UploadTicketFieldsFragmentDoc,
    "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n": typeof types.SignedStorageUrlUserValidationDocument,
    "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n": typeof types.SignedStorageUrlAssistantPriceValidationDocument,
    "\n  fragment ProfessionOptionFields on ProfessionOption {\n    value\n    group\n    label_de\n    label_en\n  }\n": typeof types.ProfessionOptionFieldsFragmentDoc,
    "\n  fragment ProfessionalOptions on Query {\n    professions {\n      ...ProfessionOptionFields\n    }\n    fields {\n      id\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n": typeof types.ProfessionalOptionsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      renewalToken\n      validationStatus\n      profession\n      country\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Professions {\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n": typeof types.ProfessionsDocument,
    "\n  query RegistrationOptions {\n    ...ProfessionalOptions\n  }\n": typeof types.RegistrationOptionsDocument,
    "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n": typeof types.CheckEmailDocument,
    "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n": typeof types.RequestRegistrationCodeDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestValidation(\n    $email: String!\n    $renewal_token: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      renewal_token: $renewal_token\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n": typeof types.RequestValidationDocument,
    "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n": typeof types.RefreshValidationDocument,
    "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n      validation_request_pending\n    }\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n": typeof types.RefreshValidationContextDocument,
    "\n  query FieldsOverview {\n    fieldsOverview {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n        relevant\n        mappedId\n      }\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      content_count\n      is_followed\n    }\n  }\n": typeof types.FieldsOverviewDocument,
    "\n  query FieldPage($slug: String!) {\n    fieldPage(slug: $slug) {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n      }\n      redirect_to\n      is_followed\n      notify\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      parent {\n        slug\n        label_de\n        label_en\n      }\n      subfields {\n        slug\n        label_de\n        label_en\n      }\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      experts {\n        ...ExpertCard\n      }\n    }\n  }\n": typeof types.FieldPageDocument,
    "\n  query ChannelPage($slug: String!) {\n    channelPage(slug: $slug) {\n      channel {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        description\n        primary_field {\n          id\n          slug\n          sluggable_type\n          color\n          label_de\n          label_en\n        }\n        experts {\n          role\n          expert {\n            ...ExpertCard\n          }\n        }\n        supporters {\n          name\n          type\n          url\n        }\n      }\n      is_followed\n      notify\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n    }\n  }\n": typeof types.ChannelPageDocument,
    "\n  fragment FollowAnswer on User {\n    id\n    ...FollowedByUser\n    follows {\n      type\n      id\n      notify\n    }\n  }\n": typeof types.FollowAnswerFragmentDoc,
    "\n  mutation FollowField($id: ID!, $notify: Boolean) {\n    followField(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": typeof types.FollowFieldDocument,
    "\n  mutation UnfollowField($id: ID!) {\n    unfollowField(id: $id) {\n      ...FollowAnswer\n    }\n  }\n": typeof types.UnfollowFieldDocument,
    "\n  mutation FollowChannel($id: ID!, $notify: Boolean) {\n    followChannel(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": typeof types.FollowChannelDocument,
    "\n  mutation UnfollowChannel($id: ID!) {\n    unfollowChannel(id: $id) {\n      ...FollowAnswer\n    }\n  }\n": typeof types.UnfollowChannelDocument,
    "\n  mutation SetFollowNotifications($type: FollowType!, $id: ID!, $notify: Boolean!) {\n    setFollowNotifications(type: $type, id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": typeof types.SetFollowNotificationsDocument,
    "\n  query HomePage($shelfSize: Int!, $fieldShelves: Int, $channelShelves: Int) {\n    homePage(shelfSize: $shelfSize, fieldShelves: $fieldShelves, channelShelves: $channelShelves) {\n      continueWatching {\n        content_id\n        position_seconds\n        percent\n        content {\n          ...ContentCard\n        }\n      }\n      featured {\n        type\n        priority\n        content {\n          ...ContentCard\n        }\n      }\n      banner {\n        id\n        title\n        text\n        link_url\n        link_label\n        image_url\n        priority\n      }\n      fieldShelves {\n        field {\n          id\n          slug\n          label_de\n          label_en\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      channelShelves {\n        channel {\n          id\n          slug\n          name\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      fieldShelvesTotal\n      channelShelvesTotal\n      upcomingLivestreams {\n        ...ContentCard\n      }\n      newCmeContent {\n        ...ContentCard\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query LivestreamSchedule {\n    # The API's default window: now to now + 8 weeks.\n    livestreamSchedule {\n      ...ContentCard\n      ends_at\n    }\n  }\n": typeof types.LivestreamScheduleDocument,
    "\n  query CmeContent($filter: CmeFilter, $sort: CmeSort, $page: Int, $perPage: Int) {\n    cmeContent(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      data {\n        ...ContentCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        lastPage\n        perPage\n        total\n        hasMorePages\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      mappedId\n    }\n  }\n": typeof types.CmeContentDocument,
    "\n  query SearchPage(\n    $term: String!\n    $page: Int!\n    $perPage: Int!\n    $type: SearchResultType\n    $independent: Boolean\n  ) {\n    search(term: $term, page: $page, perPage: $perPage, type: $type, industry_independent: $independent) {\n      term\n      total\n      groups {\n        type\n        count\n      }\n      data {\n        __typename\n        ...ContentCard\n        ... on Playlist {\n          id\n          slug\n          title\n          thumbnail_url\n          locked\n          lock_reason\n          item_count\n        }\n        ... on Channel {\n          ...ChannelCard\n        }\n        ... on Expert {\n          id\n          slug\n          name\n          academic_title: title\n          photo_url\n        }\n        ... on Tag {\n          id\n          slug\n          name\n          tag_type: type\n        }\n        ... on Field {\n          id\n          slug\n          label_de\n          label_en\n          icon\n          color\n        }\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n    fieldsOverview {\n      field {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n        relevant\n      }\n      content_count\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n    tagPage(slug: $slug, page: $page, perPage: $perPage) {\n      tag {\n        id\n        slug\n        name\n        type\n      }\n      content {\n        data {\n          ...ContentCard\n        }\n        paginatorInfo {\n          currentPage\n          lastPage\n          perPage\n          total\n        }\n      }\n    }\n  }\n": typeof types.TagPageDocument,
    "\n  fragment PriceFields on Price {\n    id\n    type\n    amount\n    current_amount\n    bookable\n    needs_proof\n  }\n": typeof types.PriceFieldsFragmentDoc,
    "\n  fragment TicketFields on Event {\n    price_category\n    sale_phase\n    sale_starts_at\n    sale_ends_at\n    sold_out\n    fully_reserved\n    booked\n    early_bird {\n      category\n      until\n    }\n    prices {\n      ...PriceFields\n    }\n  }\n": typeof types.TicketFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    total\n    invoice_number\n    event {\n      slug\n      title\n    }\n    bundle {\n      slug\n      title\n    }\n    content {\n      slug\n      title\n      sluggable_type\n    }\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  query CheckoutPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      ...TicketFields\n    }\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      sale_phase\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        title\n      }\n    }\n    purchasableContent(slug: $slug) {\n      id\n      slug\n      title\n      sluggable_type\n      booked\n      prices {\n        ...PriceFields\n      }\n    }\n    me {\n      id\n      first_name\n      last_name\n      country\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  query CheckoutQuote($priceId: ID!, $code: String) {\n    checkoutQuote(priceId: $priceId, discountCode: $code) {\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_state\n      discount_reserved\n      discount_used_up\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation StartCheckout($input: StartCheckoutInput!) {\n    startCheckout(input: $input) {\n      id\n      status\n      checkout_url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummaryFields\n      payment_status\n      checkout_url\n      refund_reason\n    }\n  }\n": typeof types.PaymentOrderDocument,
    "\n  query ExpandaPage {\n    landingPage(slug: \"expanda\") {\n      ...LandingPageFields\n    }\n    seminars {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      thumbnail_url\n      ...TicketFields\n    }\n    eventBundles {\n      id\n      slug\n      title\n      description\n      sale_phase\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n      }\n    }\n  }\n": typeof types.ExpandaPageDocument,
    "\n  query BundlePage($slug: String!) {\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      description\n      sale_phase\n      sale_starts_at\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n        starts_at\n        ends_at\n      }\n    }\n  }\n": typeof types.BundlePageDocument,
    "\n  query InvoicePdf($id: ID!) {\n    invoicePdf(orderId: $id) {\n      file_name\n      base64\n    }\n  }\n": typeof types.InvoicePdfDocument,
    "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      sponsorship {\n        ...SponsorshipFields\n      }\n      description\n      starts_at\n      ends_at\n      thumbnail_url\n      state\n      cme_points\n      ...TicketFields\n      agenda {\n        id\n        type\n        title\n        starts_at\n        ends_at\n        room\n        external_url\n        experts {\n          name\n          title\n        }\n      }\n      experts {\n        role\n        expert {\n          ...ExpertCard\n        }\n      }\n      supporters {\n        type\n        name\n        url\n      }\n      info_sections {\n        type\n        title\n        text\n      }\n      livestreams {\n        ...ContentCard\n      }\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  query EventCalendar($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n    }\n  }\n": typeof types.EventCalendarDocument,
    "\n  fragment CmeAttemptFields on CmeAttempt {\n    id\n    submitted_at\n    score\n    passed\n    pass_mark\n    questions {\n      id\n      text\n      options {\n        id\n        text\n      }\n    }\n    answers {\n      question_id\n      option_id\n    }\n  }\n": typeof types.CmeAttemptFieldsFragmentDoc,
    "\n  fragment CertificateFields on Certificate {\n    id\n    number\n    type\n    status\n    requester\n    points\n    category\n    vnr\n    efn\n    content_title\n    issued_at\n    requested_at\n    accredited_at\n    authority {\n      code\n      name\n    }\n  }\n": typeof types.CertificateFieldsFragmentDoc,
    "\n  fragment CmeAccreditationFields on CmeAccreditation {\n    points\n    category\n    vnr\n    valid\n    valid_to\n    threshold_minutes\n    processing_days\n    nominal_minutes\n    demo\n    authority {\n      code\n      name\n    }\n  }\n": typeof types.CmeAccreditationFieldsFragmentDoc,
    "\n  fragment CmeProgressFields on CmeProgress {\n    seconds_watched\n    minutes_watched\n    threshold_minutes\n    threshold_reached\n    test_available\n    test_passed\n    attempts_left\n    retake_at\n    points_requested\n    certificate_available\n    open_attempt @include(if: $withTest) {\n      ...CmeAttemptFields\n    }\n    open_attempt_id: open_attempt {\n      id\n    }\n    last_attempt {\n      ...CmeAttemptFields\n    }\n    certificate {\n      ...CertificateFields\n    }\n  }\n": typeof types.CmeProgressFieldsFragmentDoc,
    "\n  mutation StartCmeTest($contentId: ID!) {\n    startCmeTest(contentId: $contentId) {\n      id\n    }\n  }\n": typeof types.StartCmeTestDocument,
    "\n  mutation AnswerCmeQuestions($attemptId: ID!, $answers: [CmeAnswerInput!]!) {\n    answerCmeQuestions(attemptId: $attemptId, answers: $answers) {\n      id\n      questions {\n        id\n      }\n      answers {\n        question_id\n      }\n    }\n  }\n": typeof types.AnswerCmeQuestionsDocument,
    "\n  mutation SubmitCmeTest($attemptId: ID!, $answers: [CmeAnswerInput!]) {\n    submitCmeTest(attemptId: $attemptId, answers: $answers) {\n      id\n      score\n      passed\n    }\n  }\n": typeof types.SubmitCmeTestDocument,
    "\n  mutation ApplyForCmePoints($certificateId: ID!, $consent: Boolean!) {\n    applyForCmePoints(certificateId: $certificateId, consent: $consent) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyForCmePointsDocument,
    "\n  mutation RecordLivePresence($contentId: ID!) {\n    recordLivePresence(contentId: $contentId) {\n      seconds_watched\n      threshold_reached\n      counting_elsewhere\n    }\n  }\n": typeof types.RecordLivePresenceDocument,
    "\n  query CertificatesPage {\n    myCertificates {\n      ...CertificateFields\n      content {\n        __typename\n        slug\n        fields {\n          id\n        }\n      }\n    }\n    cmeCycleStart\n    me {\n      id\n      profession\n      field {\n        id\n      }\n    }\n  }\n": typeof types.CertificatesPageDocument,
    "\n  mutation SetCmeCycleStart($date: DateTime!) {\n    setCmeCycleStart(date: $date)\n  }\n": typeof types.SetCmeCycleStartDocument,
    "\n  query CertificatePdf($id: ID!) {\n    certificatePdf(id: $id) {\n      file_name\n      base64\n    }\n  }\n": typeof types.CertificatePdfDocument,
    "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      full_name\n      content_title\n      points\n      category\n      type\n      status\n      requester\n      issued_at\n    }\n  }\n": typeof types.VerifyCertificateDocument,
    "\n  fragment LiveStateFields on LiveSessionState {\n    livestream_id\n    version\n    view\n    questions {\n      id\n      text\n      status\n      asked_by\n      anonymous\n      hidden\n      created_at\n    }\n    active_question {\n      id\n      text\n      asked_by\n      anonymous\n    }\n    interjections {\n      id\n      status\n      user_name\n      created_at\n    }\n    active_interjection {\n      id\n      user_name\n    }\n    poll {\n      id\n      question\n      status\n      total_votes\n      options {\n        index\n        label\n        votes\n      }\n    }\n  }\n": typeof types.LiveStateFieldsFragmentDoc,
    "\n  fragment LiveSessionFields on LiveSession {\n    state {\n      ...LiveStateFields\n    }\n    my_question_ids\n    my_interjection {\n      id\n      status\n    }\n    my_poll_vote\n    conference {\n      session_name\n      user_name\n      token\n    }\n    can_moderate\n  }\n": typeof types.LiveSessionFieldsFragmentDoc,
    "\n  query LiveEventsAccess($slug: String!, $view: LiveSessionView!) {\n    me {\n      id\n    }\n    liveSession(livestream_slug: $slug, view: $view) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n": typeof types.LiveEventsAccessDocument,
    "\n  query ViewerId {\n    me {\n      id\n    }\n  }\n": typeof types.ViewerIdDocument,
    "\n  subscription LiveSessionUpdates($slug: String!, $after: Int!, $view: LiveSessionView!) {\n    liveSession(livestream_slug: $slug, after_version: $after, view: $view) {\n      ...LiveStateFields\n    }\n  }\n": typeof types.LiveSessionUpdatesDocument,
    "\n  query LiveViewerCheck {\n    me {\n      id\n      role\n      is_simulating_user\n    }\n  }\n": typeof types.LiveViewerCheckDocument,
    "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      id\n    }\n  }\n": typeof types.AskQuestionDocument,
    "\n  mutation RequestInterjection($livestreamId: ID!) {\n    requestInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n": typeof types.RequestInterjectionDocument,
    "\n  mutation WithdrawInterjection($livestreamId: ID!) {\n    withdrawInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawInterjectionDocument,
    "\n  mutation VotePoll($pollId: ID!, $option: Int!) {\n    votePoll(poll_id: $pollId, option: $option) {\n      id\n    }\n  }\n": typeof types.VotePollDocument,
    "\n  mutation ModerateLiveSession($livestreamId: ID!, $action: ModerationAction!, $targetId: ID!) {\n    moderateLiveSession(livestream_id: $livestreamId, action: $action, target_id: $targetId) {\n      version\n    }\n  }\n": typeof types.ModerateLiveSessionDocument,
    "\n  mutation OpenPoll($input: OpenPollInput!) {\n    openPoll(input: $input) {\n      id\n    }\n  }\n": typeof types.OpenPollDocument,
    "\n  mutation ClosePoll($pollId: ID!) {\n    closePoll(poll_id: $pollId) {\n      id\n    }\n  }\n": typeof types.ClosePollDocument,
    "\n  query ModerationPage($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n    }\n    liveSession(livestream_slug: $slug, view: MODERATION) {\n      ...LiveSessionFields\n    }\n  }\n": typeof types.ModerationPageDocument,
    "\n  query LiveConferenceRoom($slug: String!, $peer: ID) {\n    liveConferenceRoom(livestream_slug: $slug, peer_user_id: $peer) {\n      livestream_id\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n      peer {\n        user_id\n        name\n        role\n      }\n    }\n  }\n": typeof types.LiveConferenceRoomDocument,
    "\n  query LiveConferenceAccess($slug: String!) {\n    liveConferenceRoom(livestream_slug: $slug) {\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n    }\n    liveSession(livestream_slug: $slug) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n": typeof types.LiveConferenceAccessDocument,
    "\n  mutation TrackConferenceEvent($livestreamId: ID!, $event: ZoomSessionTrackingEvent!) {\n    trackConferenceEvent(livestream_id: $livestreamId, event: $event)\n  }\n": typeof types.TrackConferenceEventDocument,
    "\n  query LivestreamPage($slug: String!, $withTest: Boolean!, $withLive: Boolean!) {\n    livestream(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      state\n      starts_at\n      ends_at\n      cme_points\n      cme_category\n      cme {\n        ...CmeAccreditationFields\n      }\n      cme_progress {\n        ...CmeProgressFields\n      }\n      participation {\n        seconds_watched\n        threshold_minutes\n        certificate {\n          ...CertificateFields\n        }\n      }\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      recording {\n        id\n        slug\n        title\n        locked\n        media {\n          ...MediaSourceFields\n        }\n      }\n      event {\n        id\n        slug\n        title\n      }\n    }\n    # The live session (null unless LIVE); signed-in viewers only.\n    liveSession(livestream_slug: $slug) @include(if: $withLive) {\n      ...LiveSessionFields\n    }\n    # The channel's follow state for FollowControls (null when anonymous).\n    me {\n      id\n      follows {\n        type\n        id\n        notify\n      }\n    }\n  }\n": typeof types.LivestreamPageDocument,
    "\n  query LivestreamCalendar($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n      channel {\n        name\n      }\n    }\n  }\n": typeof types.LivestreamCalendarDocument,
    "\n  query ProfileOverview {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      profession\n      country\n      validation_status\n      validation_expires_at\n      validation_expiring_soon\n      follows {\n        type\n        id\n        slug\n        name\n      }\n    }\n    professions {\n      value\n      label_de\n      label_en\n    }\n    myCertificates {\n      status\n      points\n      requester\n      type\n    }\n  }\n": typeof types.ProfileOverviewDocument,
    "\n  query ProfileSettings {\n    me {\n      id\n      gender\n      title\n      first_name\n      last_name\n      password_editable\n      notify_promotions\n      notify_subscriptions\n      summary_frequency\n      notify_livestream_day\n      calendar_feed {\n        created_at\n      }\n    }\n  }\n": typeof types.ProfileSettingsDocument,
    "\n  mutation UpdatePersonalDetails($input: PersonalDetailsInput!) {\n    updatePersonalDetails(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePersonalDetailsDocument,
    "\n  mutation ChangePassword($current: String!, $password: String!, $confirmation: String!) {\n    changePassword(current_password: $current, password: $password, password_confirmation: $confirmation) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query SubscriptionsPage {\n    me {\n      id\n      follows {\n        type\n        id\n        slug\n        name\n        notify\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n": typeof types.SubscriptionsPageDocument,
    "\n  query MyData {\n    myData\n  }\n": typeof types.MyDataDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query MyContent {\n    myContent {\n      unlocked_at\n      content {\n        ...ContentCard\n      }\n    }\n    myOrders {\n      ...OrderSummaryFields\n      created_at\n    }\n  }\n": typeof types.MyContentDocument,
    "\n  query EmailChangePage {\n    me {\n      id\n      email\n      pending_email\n    }\n  }\n": typeof types.EmailChangePageDocument,
    "\n  mutation RequestEmailChange($email: String!, $password: String!) {\n    requestEmailChange(email: $email, password: $password)\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query ProfessionalDetailsPage {\n    me {\n      id\n      profession\n      employment\n      country\n      validation_status\n      validation_request_pending\n      field {\n        id\n      }\n    }\n    ...ProfessionalOptions\n  }\n": typeof types.ProfessionalDetailsPageDocument,
    "\n  mutation UpdateProfessionalDetails($input: ProfessionalDetailsInput!) {\n    updateProfessionalDetails(input: $input) {\n      id\n      validation_status\n    }\n  }\n": typeof types.UpdateProfessionalDetailsDocument,
    "\n  mutation FollowFields($ids: [ID!]!) {\n    followFields(ids: $ids) {\n      id\n    }\n  }\n": typeof types.FollowFieldsDocument,
    "\n  mutation FinishTour {\n    finishTour {\n      id\n      show_tour\n    }\n  }\n": typeof types.FinishTourDocument,
    "\n  fragment StaffProfessionLabels on ProfessionOption {\n    value\n    label_de\n    label_en\n  }\n": typeof types.StaffProfessionLabelsFragmentDoc,
    "\n  fragment StaffPersonFields on StaffUser {\n    id\n    email\n    title\n    first_name\n    last_name\n    profession\n    employment\n    country\n    status\n    validation_status\n    validation_expires_at\n    efn\n    created_at\n  }\n": typeof types.StaffPersonFieldsFragmentDoc,
    "\n  fragment StaffProofFields on StaffProof {\n    id\n    kind\n    status\n    profession\n    submitted_at\n    decided_at\n    decided_by\n    rejection_reason\n    rejection_note\n    order_number\n    order_id\n    file {\n      file_name\n      mime\n      size\n    }\n    user {\n      ...StaffPersonFields\n    }\n  }\n": typeof types.StaffProofFieldsFragmentDoc,
    "\n  query StaffProofQueue($kind: ProofKind, $minAgeHours: Int, $first: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: $first) {\n      total\n      items {\n        ...StaffProofFields\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": typeof types.StaffProofQueueDocument,
    "\n  query StaffProofPage($id: ID!) {\n    staffProof(id: $id) {\n      ...StaffProofFields\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": typeof types.StaffProofPageDocument,
    "\n  query StaffNextProof($kind: ProofKind, $minAgeHours: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: 1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.StaffNextProofDocument,
    "\n  query StaffProofDocument($id: ID!) {\n    staffProofDocument(id: $id) {\n      file_name\n      mime\n      base64\n    }\n  }\n": typeof types.StaffProofDocumentDocument,
    "\n  fragment StaffProofDecisionFields on StaffProof {\n    id\n    status\n    user {\n      first_name\n      last_name\n    }\n  }\n": typeof types.StaffProofDecisionFieldsFragmentDoc,
    "\n  mutation StaffAcceptProof($id: ID!) {\n    staffAcceptProof(id: $id) {\n      ...StaffProofDecisionFields\n    }\n  }\n": typeof types.StaffAcceptProofDocument,
    "\n  mutation StaffRejectProof($id: ID!, $reason: ProofRejectionReason!, $note: String) {\n    staffRejectProof(id: $id, reason: $reason, note: $note) {\n      ...StaffProofDecisionFields\n    }\n  }\n": typeof types.StaffRejectProofDocument,
    "\n  query StaffAuditTrail($action: StaffAction, $targetUserId: ID, $beforeId: ID, $first: Int) {\n    staffAuditTrail(action: $action, target_user_id: $targetUserId, before_id: $beforeId, first: $first) {\n      id\n      action\n      at\n      staff_role\n      detail\n      proof_id\n      rejection_reason\n      livestream {\n        title\n      }\n      moderation_action\n      campaign_id\n      campaign_type\n      survey {\n        id\n        title\n      }\n      order_id\n      order_number\n      search_kind\n      code_kind\n      email\n      email_domain\n      proof_kind\n      min_age_hours\n      staff {\n        id\n        name\n        email\n      }\n      target {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n    }\n  }\n": typeof types.StaffAuditTrailDocument,
    "\n  query StaffUserSearch($query: String!) {\n    staffUserSearch(query: $query, first: 50) {\n      id\n      email\n      title\n      first_name\n      last_name\n      profession\n      country\n      status\n      validation_status\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": typeof types.StaffUserSearchDocument,
    "\n  query StaffUserPage($id: ID!) {\n    staffUserDetail(id: $id) {\n      user {\n        ...StaffPersonFields\n        role\n      }\n      pending_email\n      can_simulate\n      proofs {\n        id\n        kind\n        status\n        profession\n        submitted_at\n        decided_at\n        decided_by\n        rejection_reason\n      }\n      orders {\n        id\n        number\n        status\n        total\n        created_at\n      }\n      certificates {\n        id\n        number\n        content_title\n        points\n        status\n        issued_at\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": typeof types.StaffUserPageDocument,
    "\n  mutation StaffResendEmailChangeCode($userId: ID!) {\n    staffResendEmailChangeCode(user_id: $userId)\n  }\n": typeof types.StaffResendEmailChangeCodeDocument,
    "\n  mutation StaffSimulateUser($userId: ID!) {\n    staffSimulateUser(user_id: $userId) {\n      id\n    }\n  }\n": typeof types.StaffSimulateUserDocument,
    "\n  mutation StaffSendRegistrationCode($email: String!) {\n    staffSendRegistrationCode(email: $email)\n  }\n": typeof types.StaffSendRegistrationCodeDocument,
    "\n  query StaffPermissions {\n    me {\n      id\n      staff_permissions\n    }\n  }\n": typeof types.StaffPermissionsDocument,
    "\n  query StaffLiveSessions {\n    staffLiveSessions {\n      livestream {\n        id\n        slug\n        title\n        starts_at\n        ends_at\n      }\n      open_questions\n      waiting_interjections\n      poll_open\n    }\n  }\n": typeof types.StaffLiveSessionsDocument,
    "\n  fragment StaffFeedbackSummaryFields on StaffFeedbackSummary {\n    key\n    kind\n    title\n    slug\n    count\n    average\n    latest_at\n  }\n": typeof types.StaffFeedbackSummaryFieldsFragmentDoc,
    "\n  query StaffFeedbackSummaries {\n    staffFeedbackSummaries {\n      ...StaffFeedbackSummaryFields\n    }\n  }\n": typeof types.StaffFeedbackSummariesDocument,
    "\n  query StaffFeedback($key: ID!) {\n    staffFeedback(key: $key) {\n      summary {\n        ...StaffFeedbackSummaryFields\n      }\n      entries {\n        rating\n        text\n        created_at\n      }\n    }\n  }\n": typeof types.StaffFeedbackDocument,
    "\n  query StaffOrderSearch($query: String!, $beforeId: ID, $first: Int) {\n    staffOrderSearch(query: $query, before_id: $beforeId, first: $first) {\n      id\n      number\n      status\n      product\n      total\n      created_at\n      buyer {\n        id\n        email\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n      }\n    }\n  }\n": typeof types.StaffOrderSearchDocument,
    "\n  query StaffOrderPage($id: ID!) {\n    staffOrder(id: $id) {\n      id\n      number\n      status\n      product\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_code\n      invoice_number\n      created_at\n      paid_at\n      refunded_at\n      proof_id\n      buyer {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n        company\n        street\n        zip\n        city\n        country\n      }\n      history {\n        at\n        kind\n        payment_id\n        payment_status\n        method\n        by\n        refund_reason\n      }\n      access {\n        kind\n        title\n        path\n        kept\n      }\n    }\n  }\n": typeof types.StaffOrderPageDocument,
    "\n  mutation StaffRefundOrder($id: ID!) {\n    staffRefundOrder(id: $id) {\n      id\n      number\n      status\n    }\n  }\n": typeof types.StaffRefundOrderDocument,
    "\n  fragment StaffCampaignFields on NotificationCampaign {\n    id\n    type\n    status\n    scheduled_for\n    started_at\n    finished_at\n    recipients\n    error\n  }\n": typeof types.StaffCampaignFieldsFragmentDoc,
    "\n  query StaffCampaigns {\n    notificationCampaigns {\n      ...StaffCampaignFields\n    }\n  }\n": typeof types.StaffCampaignsDocument,
    "\n  query StaffCampaign($id: ID!) {\n    staffCampaign(id: $id) {\n      campaign {\n        ...StaffCampaignFields\n      }\n      sent\n      clicked\n      clicks {\n        type\n        clicks\n        recipients\n      }\n    }\n  }\n": typeof types.StaffCampaignDocument,
    "\n  mutation StaffScheduleCampaign($type: NotificationCampaignType!, $at: DateTime!) {\n    scheduleNotificationCampaign(type: $type, scheduled_for: $at) {\n      id\n    }\n  }\n": typeof types.StaffScheduleCampaignDocument,
    "\n  mutation StaffCancelCampaign($id: ID!) {\n    cancelNotificationCampaign(id: $id)\n  }\n": typeof types.StaffCancelCampaignDocument,
    "\n  mutation StaffRunCampaign($id: ID!) {\n    staffRunCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.StaffRunCampaignDocument,
    "\n  fragment StaffSurveySummaryFields on StaffSurvey {\n    id\n    title\n    closes_at\n    invited\n    responses\n  }\n": typeof types.StaffSurveySummaryFieldsFragmentDoc,
    "\n  query StaffSurveys {\n    staffSurveys {\n      ...StaffSurveySummaryFields\n    }\n  }\n": typeof types.StaffSurveysDocument,
    "\n  query StaffSurveyResults($id: ID!) {\n    staffSurveyResults(id: $id) {\n      survey {\n        ...StaffSurveySummaryFields\n      }\n      questions {\n        question {\n          id\n          type\n          label\n        }\n        answered\n        counts {\n          value\n          count\n        }\n        texts\n      }\n    }\n  }\n": typeof types.StaffSurveyResultsDocument,
    "\n  query StaffSurveyExport($id: ID!) {\n    staffSurveyExport(id: $id) {\n      survey {\n        slug\n      }\n      questions {\n        id\n        type\n        label\n      }\n      rows {\n        answers\n      }\n    }\n  }\n": typeof types.StaffSurveyExportDocument,
    "\n  mutation StaffInviteToSurvey($surveyId: ID!, $emails: [String!]!) {\n    staffInviteToSurvey(survey_id: $surveyId, emails: $emails) {\n      invited\n      already_invited\n    }\n  }\n": typeof types.StaffInviteToSurveyDocument,
    "\n  fragment ShortFeedItem on Short {\n    ...WatchableItem\n    duration_seconds\n    previous_slug\n    next_slug\n    on_watchlist\n    media {\n      ...MediaSourceFields\n    }\n  }\n": typeof types.ShortFeedItemFragmentDoc,
    "\n  query ShortsFeed($page: Int, $perPage: Int) {\n    shortsFeed(page: $page, perPage: $perPage) {\n      data {\n        ...ShortFeedItem\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ShortsFeedDocument,
    "\n  query ShortPage($slug: String!) {\n    short(slug: $slug) {\n      ...ShortFeedItem\n    }\n  }\n": typeof types.ShortPageDocument,
    "\n  mutation Unlock($code: String!) {\n    unlock(code: $code) {\n      status\n      contents {\n        __typename\n        id\n        slug\n        title\n      }\n    }\n  }\n": typeof types.UnlockDocument,
    "\n  query UnlockViewer {\n    me {\n      id\n    }\n  }\n": typeof types.UnlockViewerDocument,
    "\n  fragment VideoDetails on Vod {\n    type\n    published_at\n    duration_seconds\n    fields {\n      id\n      slug\n      label_de\n      label_en\n    }\n    tags {\n      id\n      slug\n      name\n    }\n    experts {\n      role\n      expert {\n        ...ExpertCard\n      }\n    }\n  }\n": typeof types.VideoDetailsFragmentDoc,
    "\n  fragment WatchProgressFields on WatchProgress {\n    content_id\n    position_seconds\n    max_position_seconds\n    duration_seconds\n    percent\n    completed\n    watched_seconds\n    counting_elsewhere\n  }\n": typeof types.WatchProgressFieldsFragmentDoc,
    "\n  fragment VideoCme on Vod {\n    cme_points\n    cme_category\n    cme {\n      ...CmeAccreditationFields\n    }\n    cme_progress {\n      ...CmeProgressFields\n    }\n    progress {\n      ...WatchProgressFields\n    }\n  }\n": typeof types.VideoCmeFragmentDoc,
    "\n  query VideoPage($slug: String!, $withTest: Boolean!) {\n    vod(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      access\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      chapters {\n        title\n        start_seconds\n      }\n      citations {\n        text\n        url\n        start_seconds\n      }\n      ...VideoDetails\n      ...VideoCme\n      related {\n        ...ContentCard\n      }\n    }\n  }\n": typeof types.VideoPageDocument,
    "\n  mutation RecordWatchProgress($contentId: ID!, $position: Int!) {\n    recordWatchProgress(contentId: $contentId, position_seconds: $position) {\n      ...WatchProgressFields\n    }\n  }\n": typeof types.RecordWatchProgressDocument,
    "\n  fragment WatchableItem on Content {\n    id\n    slug\n    title\n    description\n    thumbnail_url\n    locked\n    lock_reason\n    channel {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.WatchableItemFragmentDoc,
    "\n  query Watchlist {\n    watchlist {\n      added_at\n      content {\n        ...ContentCard\n      }\n    }\n  }\n": typeof types.WatchlistDocument,
    "\n  mutation AddToWatchlist($contentId: ID!) {\n    addToWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n": typeof types.AddToWatchlistDocument,
    "\n  mutation RemoveFromWatchlist($contentId: ID!) {\n    removeFromWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n": typeof types.RemoveFromWatchlistDocument,
};
const documents: Documents = {
    "\n  query CalendarFeed($token: String!) {\n    calendarFeed(token: $token) {\n      kind\n      id\n      slug\n      title\n      starts_at\n      ends_at\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      token\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  fragment ContentCard on Content {\n    __typename\n    id\n    slug\n    title\n    thumbnail_url\n    locked\n    lock_reason\n    published_at\n    ... on Livestream {\n      state\n      starts_at\n      cme_points\n    }\n    ... on Vod {\n      type\n      duration_seconds\n      cme_points\n    }\n    ... on Short {\n      duration_seconds\n    }\n  }\n": types.ContentCardFragmentDoc,
    "\n  fragment ChannelCard on Channel {\n    id\n    name\n    slug\n    sluggable_type\n    thumbnail_url\n    primary_field {\n      id\n      color\n      label_de\n      label_en\n    }\n  }\n": types.ChannelCardFragmentDoc,
    "\n  fragment ExpertCard on Expert {\n    id\n    slug\n    name\n    title\n    photo_url\n  }\n": types.ExpertCardFragmentDoc,
    "\n  query Followable($type: FollowType!, $id: ID!) {\n    followable(type: $type, id: $id) {\n      type\n      id\n      label_de\n      label_en\n      is_followed\n      notify\n    }\n  }\n": types.FollowableDocument,
    "\n  query ContactSender {\n    me {\n      id\n      first_name\n      last_name\n      email\n    }\n  }\n": types.ContactSenderDocument,
    "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n    }\n  }\n": types.SubmitContactRequestDocument,
    "\n  query Faq($locale: Locale!) {\n    faq(locale: $locale) {\n      type\n      title\n      entries {\n        id\n        question\n        answer\n      }\n    }\n  }\n": types.FaqDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  fragment LandingPageFields on LandingPage {\n    slug\n    title\n    description\n    sections {\n      id\n      type\n      title\n      text\n      image_url\n      link_url\n      link_label\n      payload\n      contents {\n        ...ContentCard\n      }\n      experts {\n        ...ExpertCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      fields {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n      }\n    }\n  }\n": types.LandingPageFieldsFragmentDoc,
    "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      ...LandingPageFields\n    }\n  }\n": types.LandingPageDocument,
    "\n  fragment MediaSourceFields on MediaSource {\n    hls_url\n    mp4_url\n    captions_url\n    captions_language\n    poster_url\n    expires_at\n  }\n": types.MediaSourceFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      is_simulated_by_staff\n      pending_proof_count\n      staff_permissions\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      ...FollowedByUser\n    }\n  }\n": types.MeDocument,
    "\n  fragment FollowedByUser on User {\n    subscribedFields {\n      id\n      slug\n      sluggable_type\n      color\n      icon\n      label_de\n      label_en\n    }\n    # A followed channel as its card shows it, with its field's icon for the drawer's entry.\n    subscribedChannels {\n      ...ChannelCard\n      primary_field {\n        icon\n      }\n    }\n  }\n": types.FollowedByUserFragmentDoc,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": types.TrackNotificationDocument,
    "\n  query ConfirmDataFields {\n    fields {\n      id\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n": types.ConfirmDataFieldsDocument,
    "\n  mutation ConfirmUserData($input: ConfirmUserDataInput!) {\n    confirmUserData(input: $input) {\n      id\n      show_field_dialog\n    }\n  }\n": types.ConfirmUserDataDocument,
    "\n  query SurveyInvitation($token: String!) {\n    surveyInvitation(token: $token) {\n      state\n      survey {\n        title\n        intro\n        questions {\n          id\n          type\n          label\n          description\n          required\n          options\n          min_choices\n          max_choices\n        }\n      }\n    }\n  }\n": types.SurveyInvitationDocument,
    "\n  mutation SubmitSurvey($token: String!, $answers: [SurveyAnswerInput!]!) {\n    submitSurvey(token: $token, answers: $answers)\n  }\n": types.SubmitSurveyDocument,
    "\n  fragment SponsorshipFields on Sponsorship {\n    industry_independent\n    supporters {\n      name\n      type\n      url\n      industry\n    }\n    experts {\n      name\n      title\n      conflicts_of_interest\n    }\n  }\n": types.SponsorshipFieldsFragmentDoc,
    "\n  query Unsubscription($token: String!) {\n    unsubscription(token: $token) {\n      setting\n      email_hint\n      used\n    }\n  }\n": types.UnsubscriptionDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      setting\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  fragment UploadTicketFields on UploadTicket {\n    uuid\n    url\n    inputs\n  }\n": types.UploadTicketFieldsFragmentDoc,
    "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n": types.SignedStorageUrlUserValidationDocument,
    "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n": types.SignedStorageUrlAssistantPriceValidationDocument,
    "\n  fragment ProfessionOptionFields on ProfessionOption {\n    value\n    group\n    label_de\n    label_en\n  }\n": types.ProfessionOptionFieldsFragmentDoc,
    "\n  fragment ProfessionalOptions on Query {\n    professions {\n      ...ProfessionOptionFields\n    }\n    fields {\n      id\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n": types.ProfessionalOptionsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      renewalToken\n      validationStatus\n      profession\n      country\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": types.LogoutDocument,
    "\n  query Professions {\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n": types.ProfessionsDocument,
    "\n  query RegistrationOptions {\n    ...ProfessionalOptions\n  }\n": types.RegistrationOptionsDocument,
    "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n": types.CheckEmailDocument,
    "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n": types.RequestRegistrationCodeDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestValidation(\n    $email: String!\n    $renewal_token: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      renewal_token: $renewal_token\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n": types.RequestValidationDocument,
    "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n": types.RefreshValidationDocument,
    "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n      validation_request_pending\n    }\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n": types.RefreshValidationContextDocument,
    "\n  query FieldsOverview {\n    fieldsOverview {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n        relevant\n        mappedId\n      }\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      content_count\n      is_followed\n    }\n  }\n": types.FieldsOverviewDocument,
    "\n  query FieldPage($slug: String!) {\n    fieldPage(slug: $slug) {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n      }\n      redirect_to\n      is_followed\n      notify\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      parent {\n        slug\n        label_de\n        label_en\n      }\n      subfields {\n        slug\n        label_de\n        label_en\n      }\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      experts {\n        ...ExpertCard\n      }\n    }\n  }\n": types.FieldPageDocument,
    "\n  query ChannelPage($slug: String!) {\n    channelPage(slug: $slug) {\n      channel {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        description\n        primary_field {\n          id\n          slug\n          sluggable_type\n          color\n          label_de\n          label_en\n        }\n        experts {\n          role\n          expert {\n            ...ExpertCard\n          }\n        }\n        supporters {\n          name\n          type\n          url\n        }\n      }\n      is_followed\n      notify\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n    }\n  }\n": types.ChannelPageDocument,
    "\n  fragment FollowAnswer on User {\n    id\n    ...FollowedByUser\n    follows {\n      type\n      id\n      notify\n    }\n  }\n": types.FollowAnswerFragmentDoc,
    "\n  mutation FollowField($id: ID!, $notify: Boolean) {\n    followField(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": types.FollowFieldDocument,
    "\n  mutation UnfollowField($id: ID!) {\n    unfollowField(id: $id) {\n      ...FollowAnswer\n    }\n  }\n": types.UnfollowFieldDocument,
    "\n  mutation FollowChannel($id: ID!, $notify: Boolean) {\n    followChannel(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": types.FollowChannelDocument,
    "\n  mutation UnfollowChannel($id: ID!) {\n    unfollowChannel(id: $id) {\n      ...FollowAnswer\n    }\n  }\n": types.UnfollowChannelDocument,
    "\n  mutation SetFollowNotifications($type: FollowType!, $id: ID!, $notify: Boolean!) {\n    setFollowNotifications(type: $type, id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n": types.SetFollowNotificationsDocument,
    "\n  query HomePage($shelfSize: Int!, $fieldShelves: Int, $channelShelves: Int) {\n    homePage(shelfSize: $shelfSize, fieldShelves: $fieldShelves, channelShelves: $channelShelves) {\n      continueWatching {\n        content_id\n        position_seconds\n        percent\n        content {\n          ...ContentCard\n        }\n      }\n      featured {\n        type\n        priority\n        content {\n          ...ContentCard\n        }\n      }\n      banner {\n        id\n        title\n        text\n        link_url\n        link_label\n        image_url\n        priority\n      }\n      fieldShelves {\n        field {\n          id\n          slug\n          label_de\n          label_en\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      channelShelves {\n        channel {\n          id\n          slug\n          name\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      fieldShelvesTotal\n      channelShelvesTotal\n      upcomingLivestreams {\n        ...ContentCard\n      }\n      newCmeContent {\n        ...ContentCard\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query LivestreamSchedule {\n    # The API's default window: now to now + 8 weeks.\n    livestreamSchedule {\n      ...ContentCard\n      ends_at\n    }\n  }\n": types.LivestreamScheduleDocument,
    "\n  query CmeContent($filter: CmeFilter, $sort: CmeSort, $page: Int, $perPage: Int) {\n    cmeContent(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      data {\n        ...ContentCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        lastPage\n        perPage\n        total\n        hasMorePages\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      mappedId\n    }\n  }\n": types.CmeContentDocument,
    "\n  query SearchPage(\n    $term: String!\n    $page: Int!\n    $perPage: Int!\n    $type: SearchResultType\n    $independent: Boolean\n  ) {\n    search(term: $term, page: $page, perPage: $perPage, type: $type, industry_independent: $independent) {\n      term\n      total\n      groups {\n        type\n        count\n      }\n      data {\n        __typename\n        ...ContentCard\n        ... on Playlist {\n          id\n          slug\n          title\n          thumbnail_url\n          locked\n          lock_reason\n          item_count\n        }\n        ... on Channel {\n          ...ChannelCard\n        }\n        ... on Expert {\n          id\n          slug\n          name\n          academic_title: title\n          photo_url\n        }\n        ... on Tag {\n          id\n          slug\n          name\n          tag_type: type\n        }\n        ... on Field {\n          id\n          slug\n          label_de\n          label_en\n          icon\n          color\n        }\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n    fieldsOverview {\n      field {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n        relevant\n      }\n      content_count\n    }\n  }\n": types.SearchPageDocument,
    "\n  query TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n    tagPage(slug: $slug, page: $page, perPage: $perPage) {\n      tag {\n        id\n        slug\n        name\n        type\n      }\n      content {\n        data {\n          ...ContentCard\n        }\n        paginatorInfo {\n          currentPage\n          lastPage\n          perPage\n          total\n        }\n      }\n    }\n  }\n": types.TagPageDocument,
    "\n  fragment PriceFields on Price {\n    id\n    type\n    amount\n    current_amount\n    bookable\n    needs_proof\n  }\n": types.PriceFieldsFragmentDoc,
    "\n  fragment TicketFields on Event {\n    price_category\n    sale_phase\n    sale_starts_at\n    sale_ends_at\n    sold_out\n    fully_reserved\n    booked\n    early_bird {\n      category\n      until\n    }\n    prices {\n      ...PriceFields\n    }\n  }\n": types.TicketFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    total\n    invoice_number\n    event {\n      slug\n      title\n    }\n    bundle {\n      slug\n      title\n    }\n    content {\n      slug\n      title\n      sluggable_type\n    }\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  query CheckoutPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      ...TicketFields\n    }\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      sale_phase\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        title\n      }\n    }\n    purchasableContent(slug: $slug) {\n      id\n      slug\n      title\n      sluggable_type\n      booked\n      prices {\n        ...PriceFields\n      }\n    }\n    me {\n      id\n      first_name\n      last_name\n      country\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  query CheckoutQuote($priceId: ID!, $code: String) {\n    checkoutQuote(priceId: $priceId, discountCode: $code) {\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_state\n      discount_reserved\n      discount_used_up\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation StartCheckout($input: StartCheckoutInput!) {\n    startCheckout(input: $input) {\n      id\n      status\n      checkout_url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummaryFields\n      payment_status\n      checkout_url\n      refund_reason\n    }\n  }\n": types.PaymentOrderDocument,
    "\n  query ExpandaPage {\n    landingPage(slug: \"expanda\") {\n      ...LandingPageFields\n    }\n    seminars {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      thumbnail_url\n      ...TicketFields\n    }\n    eventBundles {\n      id\n      slug\n      title\n      description\n      sale_phase\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n      }\n    }\n  }\n": types.ExpandaPageDocument,
    "\n  query BundlePage($slug: String!) {\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      description\n      sale_phase\n      sale_starts_at\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n        starts_at\n        ends_at\n      }\n    }\n  }\n": types.BundlePageDocument,
    "\n  query InvoicePdf($id: ID!) {\n    invoicePdf(orderId: $id) {\n      file_name\n      base64\n    }\n  }\n": types.InvoicePdfDocument,
    "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      sponsorship {\n        ...SponsorshipFields\n      }\n      description\n      starts_at\n      ends_at\n      thumbnail_url\n      state\n      cme_points\n      ...TicketFields\n      agenda {\n        id\n        type\n        title\n        starts_at\n        ends_at\n        room\n        external_url\n        experts {\n          name\n          title\n        }\n      }\n      experts {\n        role\n        expert {\n          ...ExpertCard\n        }\n      }\n      supporters {\n        type\n        name\n        url\n      }\n      info_sections {\n        type\n        title\n        text\n      }\n      livestreams {\n        ...ContentCard\n      }\n    }\n  }\n": types.EventPageDocument,
    "\n  query EventCalendar($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n    }\n  }\n": types.EventCalendarDocument,
    "\n  fragment CmeAttemptFields on CmeAttempt {\n    id\n    submitted_at\n    score\n    passed\n    pass_mark\n    questions {\n      id\n      text\n      options {\n        id\n        text\n      }\n    }\n    answers {\n      question_id\n      option_id\n    }\n  }\n": types.CmeAttemptFieldsFragmentDoc,
    "\n  fragment CertificateFields on Certificate {\n    id\n    number\n    type\n    status\n    requester\n    points\n    category\n    vnr\n    efn\n    content_title\n    issued_at\n    requested_at\n    accredited_at\n    authority {\n      code\n      name\n    }\n  }\n": types.CertificateFieldsFragmentDoc,
    "\n  fragment CmeAccreditationFields on CmeAccreditation {\n    points\n    category\n    vnr\n    valid\n    valid_to\n    threshold_minutes\n    processing_days\n    nominal_minutes\n    demo\n    authority {\n      code\n      name\n    }\n  }\n": types.CmeAccreditationFieldsFragmentDoc,
    "\n  fragment CmeProgressFields on CmeProgress {\n    seconds_watched\n    minutes_watched\n    threshold_minutes\n    threshold_reached\n    test_available\n    test_passed\n    attempts_left\n    retake_at\n    points_requested\n    certificate_available\n    open_attempt @include(if: $withTest) {\n      ...CmeAttemptFields\n    }\n    open_attempt_id: open_attempt {\n      id\n    }\n    last_attempt {\n      ...CmeAttemptFields\n    }\n    certificate {\n      ...CertificateFields\n    }\n  }\n": types.CmeProgressFieldsFragmentDoc,
    "\n  mutation StartCmeTest($contentId: ID!) {\n    startCmeTest(contentId: $contentId) {\n      id\n    }\n  }\n": types.StartCmeTestDocument,
    "\n  mutation AnswerCmeQuestions($attemptId: ID!, $answers: [CmeAnswerInput!]!) {\n    answerCmeQuestions(attemptId: $attemptId, answers: $answers) {\n      id\n      questions {\n        id\n      }\n      answers {\n        question_id\n      }\n    }\n  }\n": types.AnswerCmeQuestionsDocument,
    "\n  mutation SubmitCmeTest($attemptId: ID!, $answers: [CmeAnswerInput!]) {\n    submitCmeTest(attemptId: $attemptId, answers: $answers) {\n      id\n      score\n      passed\n    }\n  }\n": types.SubmitCmeTestDocument,
    "\n  mutation ApplyForCmePoints($certificateId: ID!, $consent: Boolean!) {\n    applyForCmePoints(certificateId: $certificateId, consent: $consent) {\n      id\n      status\n    }\n  }\n": types.ApplyForCmePointsDocument,
    "\n  mutation RecordLivePresence($contentId: ID!) {\n    recordLivePresence(contentId: $contentId) {\n      seconds_watched\n      threshold_reached\n      counting_elsewhere\n    }\n  }\n": types.RecordLivePresenceDocument,
    "\n  query CertificatesPage {\n    myCertificates {\n      ...CertificateFields\n      content {\n        __typename\n        slug\n        fields {\n          id\n        }\n      }\n    }\n    cmeCycleStart\n    me {\n      id\n      profession\n      field {\n        id\n      }\n    }\n  }\n": types.CertificatesPageDocument,
    "\n  mutation SetCmeCycleStart($date: DateTime!) {\n    setCmeCycleStart(date: $date)\n  }\n": types.SetCmeCycleStartDocument,
    "\n  query CertificatePdf($id: ID!) {\n    certificatePdf(id: $id) {\n      file_name\n      base64\n    }\n  }\n": types.CertificatePdfDocument,
    "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      full_name\n      content_title\n      points\n      category\n      type\n      status\n      requester\n      issued_at\n    }\n  }\n": types.VerifyCertificateDocument,
    "\n  fragment LiveStateFields on LiveSessionState {\n    livestream_id\n    version\n    view\n    questions {\n      id\n      text\n      status\n      asked_by\n      anonymous\n      hidden\n      created_at\n    }\n    active_question {\n      id\n      text\n      asked_by\n      anonymous\n    }\n    interjections {\n      id\n      status\n      user_name\n      created_at\n    }\n    active_interjection {\n      id\n      user_name\n    }\n    poll {\n      id\n      question\n      status\n      total_votes\n      options {\n        index\n        label\n        votes\n      }\n    }\n  }\n": types.LiveStateFieldsFragmentDoc,
    "\n  fragment LiveSessionFields on LiveSession {\n    state {\n      ...LiveStateFields\n    }\n    my_question_ids\n    my_interjection {\n      id\n      status\n    }\n    my_poll_vote\n    conference {\n      session_name\n      user_name\n      token\n    }\n    can_moderate\n  }\n": types.LiveSessionFieldsFragmentDoc,
    "\n  query LiveEventsAccess($slug: String!, $view: LiveSessionView!) {\n    me {\n      id\n    }\n    liveSession(livestream_slug: $slug, view: $view) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n": types.LiveEventsAccessDocument,
    "\n  query ViewerId {\n    me {\n      id\n    }\n  }\n": types.ViewerIdDocument,
    "\n  subscription LiveSessionUpdates($slug: String!, $after: Int!, $view: LiveSessionView!) {\n    liveSession(livestream_slug: $slug, after_version: $after, view: $view) {\n      ...LiveStateFields\n    }\n  }\n": types.LiveSessionUpdatesDocument,
    "\n  query LiveViewerCheck {\n    me {\n      id\n      role\n      is_simulating_user\n    }\n  }\n": types.LiveViewerCheckDocument,
    "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      id\n    }\n  }\n": types.AskQuestionDocument,
    "\n  mutation RequestInterjection($livestreamId: ID!) {\n    requestInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n": types.RequestInterjectionDocument,
    "\n  mutation WithdrawInterjection($livestreamId: ID!) {\n    withdrawInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n": types.WithdrawInterjectionDocument,
    "\n  mutation VotePoll($pollId: ID!, $option: Int!) {\n    votePoll(poll_id: $pollId, option: $option) {\n      id\n    }\n  }\n": types.VotePollDocument,
    "\n  mutation ModerateLiveSession($livestreamId: ID!, $action: ModerationAction!, $targetId: ID!) {\n    moderateLiveSession(livestream_id: $livestreamId, action: $action, target_id: $targetId) {\n      version\n    }\n  }\n": types.ModerateLiveSessionDocument,
    "\n  mutation OpenPoll($input: OpenPollInput!) {\n    openPoll(input: $input) {\n      id\n    }\n  }\n": types.OpenPollDocument,
    "\n  mutation ClosePoll($pollId: ID!) {\n    closePoll(poll_id: $pollId) {\n      id\n    }\n  }\n": types.ClosePollDocument,
    "\n  query ModerationPage($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n    }\n    liveSession(livestream_slug: $slug, view: MODERATION) {\n      ...LiveSessionFields\n    }\n  }\n": types.ModerationPageDocument,
    "\n  query LiveConferenceRoom($slug: String!, $peer: ID) {\n    liveConferenceRoom(livestream_slug: $slug, peer_user_id: $peer) {\n      livestream_id\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n      peer {\n        user_id\n        name\n        role\n      }\n    }\n  }\n": types.LiveConferenceRoomDocument,
    "\n  query LiveConferenceAccess($slug: String!) {\n    liveConferenceRoom(livestream_slug: $slug) {\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n    }\n    liveSession(livestream_slug: $slug) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n": types.LiveConferenceAccessDocument,
    "\n  mutation TrackConferenceEvent($livestreamId: ID!, $event: ZoomSessionTrackingEvent!) {\n    trackConferenceEvent(livestream_id: $livestreamId, event: $event)\n  }\n": types.TrackConferenceEventDocument,
    "\n  query LivestreamPage($slug: String!, $withTest: Boolean!, $withLive: Boolean!) {\n    livestream(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      state\n      starts_at\n      ends_at\n      cme_points\n      cme_category\n      cme {\n        ...CmeAccreditationFields\n      }\n      cme_progress {\n        ...CmeProgressFields\n      }\n      participation {\n        seconds_watched\n        threshold_minutes\n        certificate {\n          ...CertificateFields\n        }\n      }\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      recording {\n        id\n        slug\n        title\n        locked\n        media {\n          ...MediaSourceFields\n        }\n      }\n      event {\n        id\n        slug\n        title\n      }\n    }\n    # The live session (null unless LIVE); signed-in viewers only.\n    liveSession(livestream_slug: $slug) @include(if: $withLive) {\n      ...LiveSessionFields\n    }\n    # The channel's follow state for FollowControls (null when anonymous).\n    me {\n      id\n      follows {\n        type\n        id\n        notify\n      }\n    }\n  }\n": types.LivestreamPageDocument,
    "\n  query LivestreamCalendar($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n      channel {\n        name\n      }\n    }\n  }\n": types.LivestreamCalendarDocument,
    "\n  query ProfileOverview {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      profession\n      country\n      validation_status\n      validation_expires_at\n      validation_expiring_soon\n      follows {\n        type\n        id\n        slug\n        name\n      }\n    }\n    professions {\n      value\n      label_de\n      label_en\n    }\n    myCertificates {\n      status\n      points\n      requester\n      type\n    }\n  }\n": types.ProfileOverviewDocument,
    "\n  query ProfileSettings {\n    me {\n      id\n      gender\n      title\n      first_name\n      last_name\n      password_editable\n      notify_promotions\n      notify_subscriptions\n      summary_frequency\n      notify_livestream_day\n      calendar_feed {\n        created_at\n      }\n    }\n  }\n": types.ProfileSettingsDocument,
    "\n  mutation UpdatePersonalDetails($input: PersonalDetailsInput!) {\n    updatePersonalDetails(input: $input) {\n      id\n    }\n  }\n": types.UpdatePersonalDetailsDocument,
    "\n  mutation ChangePassword($current: String!, $password: String!, $confirmation: String!) {\n    changePassword(current_password: $current, password: $password, password_confirmation: $confirmation) {\n      id\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      id\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query SubscriptionsPage {\n    me {\n      id\n      follows {\n        type\n        id\n        slug\n        name\n        notify\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n": types.SubscriptionsPageDocument,
    "\n  query MyData {\n    myData\n  }\n": types.MyDataDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  query MyContent {\n    myContent {\n      unlocked_at\n      content {\n        ...ContentCard\n      }\n    }\n    myOrders {\n      ...OrderSummaryFields\n      created_at\n    }\n  }\n": types.MyContentDocument,
    "\n  query EmailChangePage {\n    me {\n      id\n      email\n      pending_email\n    }\n  }\n": types.EmailChangePageDocument,
    "\n  mutation RequestEmailChange($email: String!, $password: String!) {\n    requestEmailChange(email: $email, password: $password)\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query ProfessionalDetailsPage {\n    me {\n      id\n      profession\n      employment\n      country\n      validation_status\n      validation_request_pending\n      field {\n        id\n      }\n    }\n    ...ProfessionalOptions\n  }\n": types.ProfessionalDetailsPageDocument,
    "\n  mutation UpdateProfessionalDetails($input: ProfessionalDetailsInput!) {\n    updateProfessionalDetails(input: $input) {\n      id\n      validation_status\n    }\n  }\n": types.UpdateProfessionalDetailsDocument,
    "\n  mutation FollowFields($ids: [ID!]!) {\n    followFields(ids: $ids) {\n      id\n    }\n  }\n": types.FollowFieldsDocument,
    "\n  mutation FinishTour {\n    finishTour {\n      id\n      show_tour\n    }\n  }\n": types.FinishTourDocument,
    "\n  fragment StaffProfessionLabels on ProfessionOption {\n    value\n    label_de\n    label_en\n  }\n": types.StaffProfessionLabelsFragmentDoc,
    "\n  fragment StaffPersonFields on StaffUser {\n    id\n    email\n    title\n    first_name\n    last_name\n    profession\n    employment\n    country\n    status\n    validation_status\n    validation_expires_at\n    efn\n    created_at\n  }\n": types.StaffPersonFieldsFragmentDoc,
    "\n  fragment StaffProofFields on StaffProof {\n    id\n    kind\n    status\n    profession\n    submitted_at\n    decided_at\n    decided_by\n    rejection_reason\n    rejection_note\n    order_number\n    order_id\n    file {\n      file_name\n      mime\n      size\n    }\n    user {\n      ...StaffPersonFields\n    }\n  }\n": types.StaffProofFieldsFragmentDoc,
    "\n  query StaffProofQueue($kind: ProofKind, $minAgeHours: Int, $first: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: $first) {\n      total\n      items {\n        ...StaffProofFields\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": types.StaffProofQueueDocument,
    "\n  query StaffProofPage($id: ID!) {\n    staffProof(id: $id) {\n      ...StaffProofFields\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": types.StaffProofPageDocument,
    "\n  query StaffNextProof($kind: ProofKind, $minAgeHours: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: 1) {\n      items {\n        id\n      }\n    }\n  }\n": types.StaffNextProofDocument,
    "\n  query StaffProofDocument($id: ID!) {\n    staffProofDocument(id: $id) {\n      file_name\n      mime\n      base64\n    }\n  }\n": types.StaffProofDocumentDocument,
    "\n  fragment StaffProofDecisionFields on StaffProof {\n    id\n    status\n    user {\n      first_name\n      last_name\n    }\n  }\n": types.StaffProofDecisionFieldsFragmentDoc,
    "\n  mutation StaffAcceptProof($id: ID!) {\n    staffAcceptProof(id: $id) {\n      ...StaffProofDecisionFields\n    }\n  }\n": types.StaffAcceptProofDocument,
    "\n  mutation StaffRejectProof($id: ID!, $reason: ProofRejectionReason!, $note: String) {\n    staffRejectProof(id: $id, reason: $reason, note: $note) {\n      ...StaffProofDecisionFields\n    }\n  }\n": types.StaffRejectProofDocument,
    "\n  query StaffAuditTrail($action: StaffAction, $targetUserId: ID, $beforeId: ID, $first: Int) {\n    staffAuditTrail(action: $action, target_user_id: $targetUserId, before_id: $beforeId, first: $first) {\n      id\n      action\n      at\n      staff_role\n      detail\n      proof_id\n      rejection_reason\n      livestream {\n        title\n      }\n      moderation_action\n      campaign_id\n      campaign_type\n      survey {\n        id\n        title\n      }\n      order_id\n      order_number\n      search_kind\n      code_kind\n      email\n      email_domain\n      proof_kind\n      min_age_hours\n      staff {\n        id\n        name\n        email\n      }\n      target {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n    }\n  }\n": types.StaffAuditTrailDocument,
    "\n  query StaffUserSearch($query: String!) {\n    staffUserSearch(query: $query, first: 50) {\n      id\n      email\n      title\n      first_name\n      last_name\n      profession\n      country\n      status\n      validation_status\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": types.StaffUserSearchDocument,
    "\n  query StaffUserPage($id: ID!) {\n    staffUserDetail(id: $id) {\n      user {\n        ...StaffPersonFields\n        role\n      }\n      pending_email\n      can_simulate\n      proofs {\n        id\n        kind\n        status\n        profession\n        submitted_at\n        decided_at\n        decided_by\n        rejection_reason\n      }\n      orders {\n        id\n        number\n        status\n        total\n        created_at\n      }\n      certificates {\n        id\n        number\n        content_title\n        points\n        status\n        issued_at\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n": types.StaffUserPageDocument,
    "\n  mutation StaffResendEmailChangeCode($userId: ID!) {\n    staffResendEmailChangeCode(user_id: $userId)\n  }\n": types.StaffResendEmailChangeCodeDocument,
    "\n  mutation StaffSimulateUser($userId: ID!) {\n    staffSimulateUser(user_id: $userId) {\n      id\n    }\n  }\n": types.StaffSimulateUserDocument,
    "\n  mutation StaffSendRegistrationCode($email: String!) {\n    staffSendRegistrationCode(email: $email)\n  }\n": types.StaffSendRegistrationCodeDocument,
    "\n  query StaffPermissions {\n    me {\n      id\n      staff_permissions\n    }\n  }\n": types.StaffPermissionsDocument,
    "\n  query StaffLiveSessions {\n    staffLiveSessions {\n      livestream {\n        id\n        slug\n        title\n        starts_at\n        ends_at\n      }\n      open_questions\n      waiting_interjections\n      poll_open\n    }\n  }\n": types.StaffLiveSessionsDocument,
    "\n  fragment StaffFeedbackSummaryFields on StaffFeedbackSummary {\n    key\n    kind\n    title\n    slug\n    count\n    average\n    latest_at\n  }\n": types.StaffFeedbackSummaryFieldsFragmentDoc,
    "\n  query StaffFeedbackSummaries {\n    staffFeedbackSummaries {\n      ...StaffFeedbackSummaryFields\n    }\n  }\n": types.StaffFeedbackSummariesDocument,
    "\n  query StaffFeedback($key: ID!) {\n    staffFeedback(key: $key) {\n      summary {\n        ...StaffFeedbackSummaryFields\n      }\n      entries {\n        rating\n        text\n        created_at\n      }\n    }\n  }\n": types.StaffFeedbackDocument,
    "\n  query StaffOrderSearch($query: String!, $beforeId: ID, $first: Int) {\n    staffOrderSearch(query: $query, before_id: $beforeId, first: $first) {\n      id\n      number\n      status\n      product\n      total\n      created_at\n      buyer {\n        id\n        email\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n      }\n    }\n  }\n": types.StaffOrderSearchDocument,
    "\n  query StaffOrderPage($id: ID!) {\n    staffOrder(id: $id) {\n      id\n      number\n      status\n      product\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_code\n      invoice_number\n      created_at\n      paid_at\n      refunded_at\n      proof_id\n      buyer {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n        company\n        street\n        zip\n        city\n        country\n      }\n      history {\n        at\n        kind\n        payment_id\n        payment_status\n        method\n        by\n        refund_reason\n      }\n      access {\n        kind\n        title\n        path\n        kept\n      }\n    }\n  }\n": types.StaffOrderPageDocument,
    "\n  mutation StaffRefundOrder($id: ID!) {\n    staffRefundOrder(id: $id) {\n      id\n      number\n      status\n    }\n  }\n": types.StaffRefundOrderDocument,
    "\n  fragment StaffCampaignFields on NotificationCampaign {\n    id\n    type\n    status\n    scheduled_for\n    started_at\n    finished_at\n    recipients\n    error\n  }\n": types.StaffCampaignFieldsFragmentDoc,
    "\n  query StaffCampaigns {\n    notificationCampaigns {\n      ...StaffCampaignFields\n    }\n  }\n": types.StaffCampaignsDocument,
    "\n  query StaffCampaign($id: ID!) {\n    staffCampaign(id: $id) {\n      campaign {\n        ...StaffCampaignFields\n      }\n      sent\n      clicked\n      clicks {\n        type\n        clicks\n        recipients\n      }\n    }\n  }\n": types.StaffCampaignDocument,
    "\n  mutation StaffScheduleCampaign($type: NotificationCampaignType!, $at: DateTime!) {\n    scheduleNotificationCampaign(type: $type, scheduled_for: $at) {\n      id\n    }\n  }\n": types.StaffScheduleCampaignDocument,
    "\n  mutation StaffCancelCampaign($id: ID!) {\n    cancelNotificationCampaign(id: $id)\n  }\n": types.StaffCancelCampaignDocument,
    "\n  mutation StaffRunCampaign($id: ID!) {\n    staffRunCampaign(id: $id) {\n      id\n      status\n    }\n  }\n": types.StaffRunCampaignDocument,
    "\n  fragment StaffSurveySummaryFields on StaffSurvey {\n    id\n    title\n    closes_at\n    invited\n    responses\n  }\n": types.StaffSurveySummaryFieldsFragmentDoc,
    "\n  query StaffSurveys {\n    staffSurveys {\n      ...StaffSurveySummaryFields\n    }\n  }\n": types.StaffSurveysDocument,
    "\n  query StaffSurveyResults($id: ID!) {\n    staffSurveyResults(id: $id) {\n      survey {\n        ...StaffSurveySummaryFields\n      }\n      questions {\n        question {\n          id\n          type\n          label\n        }\n        answered\n        counts {\n          value\n          count\n        }\n        texts\n      }\n    }\n  }\n": types.StaffSurveyResultsDocument,
    "\n  query StaffSurveyExport($id: ID!) {\n    staffSurveyExport(id: $id) {\n      survey {\n        slug\n      }\n      questions {\n        id\n        type\n        label\n      }\n      rows {\n        answers\n      }\n    }\n  }\n": types.StaffSurveyExportDocument,
    "\n  mutation StaffInviteToSurvey($surveyId: ID!, $emails: [String!]!) {\n    staffInviteToSurvey(survey_id: $surveyId, emails: $emails) {\n      invited\n      already_invited\n    }\n  }\n": types.StaffInviteToSurveyDocument,
    "\n  fragment ShortFeedItem on Short {\n    ...WatchableItem\n    duration_seconds\n    previous_slug\n    next_slug\n    on_watchlist\n    media {\n      ...MediaSourceFields\n    }\n  }\n": types.ShortFeedItemFragmentDoc,
    "\n  query ShortsFeed($page: Int, $perPage: Int) {\n    shortsFeed(page: $page, perPage: $perPage) {\n      data {\n        ...ShortFeedItem\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ShortsFeedDocument,
    "\n  query ShortPage($slug: String!) {\n    short(slug: $slug) {\n      ...ShortFeedItem\n    }\n  }\n": types.ShortPageDocument,
    "\n  mutation Unlock($code: String!) {\n    unlock(code: $code) {\n      status\n      contents {\n        __typename\n        id\n        slug\n        title\n      }\n    }\n  }\n": types.UnlockDocument,
    "\n  query UnlockViewer {\n    me {\n      id\n    }\n  }\n": types.UnlockViewerDocument,
    "\n  fragment VideoDetails on Vod {\n    type\n    published_at\n    duration_seconds\n    fields {\n      id\n      slug\n      label_de\n      label_en\n    }\n    tags {\n      id\n      slug\n      name\n    }\n    experts {\n      role\n      expert {\n        ...ExpertCard\n      }\n    }\n  }\n": types.VideoDetailsFragmentDoc,
    "\n  fragment WatchProgressFields on WatchProgress {\n    content_id\n    position_seconds\n    max_position_seconds\n    duration_seconds\n    percent\n    completed\n    watched_seconds\n    counting_elsewhere\n  }\n": types.WatchProgressFieldsFragmentDoc,
    "\n  fragment VideoCme on Vod {\n    cme_points\n    cme_category\n    cme {\n      ...CmeAccreditationFields\n    }\n    cme_progress {\n      ...CmeProgressFields\n    }\n    progress {\n      ...WatchProgressFields\n    }\n  }\n": types.VideoCmeFragmentDoc,
    "\n  query VideoPage($slug: String!, $withTest: Boolean!) {\n    vod(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      access\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      chapters {\n        title\n        start_seconds\n      }\n      citations {\n        text\n        url\n        start_seconds\n      }\n      ...VideoDetails\n      ...VideoCme\n      related {\n        ...ContentCard\n      }\n    }\n  }\n": types.VideoPageDocument,
    "\n  mutation RecordWatchProgress($contentId: ID!, $position: Int!) {\n    recordWatchProgress(contentId: $contentId, position_seconds: $position) {\n      ...WatchProgressFields\n    }\n  }\n": types.RecordWatchProgressDocument,
    "\n  fragment WatchableItem on Content {\n    id\n    slug\n    title\n    description\n    thumbnail_url\n    locked\n    lock_reason\n    channel {\n      id\n      slug\n      name\n    }\n  }\n": types.WatchableItemFragmentDoc,
    "\n  query Watchlist {\n    watchlist {\n      added_at\n      content {\n        ...ContentCard\n      }\n    }\n  }\n": types.WatchlistDocument,
    "\n  mutation AddToWatchlist($contentId: ID!) {\n    addToWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n": types.AddToWatchlistDocument,
    "\n  mutation RemoveFromWatchlist($contentId: ID!) {\n    removeFromWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n": types.RemoveFromWatchlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed($token: String!) {\n    calendarFeed(token: $token) {\n      kind\n      id\n      slug\n      title\n      starts_at\n      ends_at\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed($token: String!) {\n    calendarFeed(token: $token) {\n      kind\n      id\n      slug\n      title\n      starts_at\n      ends_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentCard on Content {\n    __typename\n    id\n    slug\n    title\n    thumbnail_url\n    locked\n    lock_reason\n    published_at\n    ... on Livestream {\n      state\n      starts_at\n      cme_points\n    }\n    ... on Vod {\n      type\n      duration_seconds\n      cme_points\n    }\n    ... on Short {\n      duration_seconds\n    }\n  }\n"): (typeof documents)["\n  fragment ContentCard on Content {\n    __typename\n    id\n    slug\n    title\n    thumbnail_url\n    locked\n    lock_reason\n    published_at\n    ... on Livestream {\n      state\n      starts_at\n      cme_points\n    }\n    ... on Vod {\n      type\n      duration_seconds\n      cme_points\n    }\n    ... on Short {\n      duration_seconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelCard on Channel {\n    id\n    name\n    slug\n    sluggable_type\n    thumbnail_url\n    primary_field {\n      id\n      color\n      label_de\n      label_en\n    }\n  }\n"): (typeof documents)["\n  fragment ChannelCard on Channel {\n    id\n    name\n    slug\n    sluggable_type\n    thumbnail_url\n    primary_field {\n      id\n      color\n      label_de\n      label_en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExpertCard on Expert {\n    id\n    slug\n    name\n    title\n    photo_url\n  }\n"): (typeof documents)["\n  fragment ExpertCard on Expert {\n    id\n    slug\n    name\n    title\n    photo_url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followable($type: FollowType!, $id: ID!) {\n    followable(type: $type, id: $id) {\n      type\n      id\n      label_de\n      label_en\n      is_followed\n      notify\n    }\n  }\n"): (typeof documents)["\n  query Followable($type: FollowType!, $id: ID!) {\n    followable(type: $type, id: $id) {\n      type\n      id\n      label_de\n      label_en\n      is_followed\n      notify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactSender {\n    me {\n      id\n      first_name\n      last_name\n      email\n    }\n  }\n"): (typeof documents)["\n  query ContactSender {\n    me {\n      id\n      first_name\n      last_name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faq($locale: Locale!) {\n    faq(locale: $locale) {\n      type\n      title\n      entries {\n        id\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query Faq($locale: Locale!) {\n    faq(locale: $locale) {\n      type\n      title\n      entries {\n        id\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LandingPageFields on LandingPage {\n    slug\n    title\n    description\n    sections {\n      id\n      type\n      title\n      text\n      image_url\n      link_url\n      link_label\n      payload\n      contents {\n        ...ContentCard\n      }\n      experts {\n        ...ExpertCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      fields {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LandingPageFields on LandingPage {\n    slug\n    title\n    description\n    sections {\n      id\n      type\n      title\n      text\n      image_url\n      link_url\n      link_label\n      payload\n      contents {\n        ...ContentCard\n      }\n      experts {\n        ...ExpertCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      fields {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      ...LandingPageFields\n    }\n  }\n"): (typeof documents)["\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      ...LandingPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaSourceFields on MediaSource {\n    hls_url\n    mp4_url\n    captions_url\n    captions_language\n    poster_url\n    expires_at\n  }\n"): (typeof documents)["\n  fragment MediaSourceFields on MediaSource {\n    hls_url\n    mp4_url\n    captions_url\n    captions_language\n    poster_url\n    expires_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      is_simulated_by_staff\n      pending_proof_count\n      staff_permissions\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      ...FollowedByUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      is_simulated_by_staff\n      pending_proof_count\n      staff_permissions\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      ...FollowedByUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowedByUser on User {\n    subscribedFields {\n      id\n      slug\n      sluggable_type\n      color\n      icon\n      label_de\n      label_en\n    }\n    # A followed channel as its card shows it, with its field's icon for the drawer's entry.\n    subscribedChannels {\n      ...ChannelCard\n      primary_field {\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FollowedByUser on User {\n    subscribedFields {\n      id\n      slug\n      sluggable_type\n      color\n      icon\n      label_de\n      label_en\n    }\n    # A followed channel as its card shows it, with its field's icon for the drawer's entry.\n    subscribedChannels {\n      ...ChannelCard\n      primary_field {\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n"): (typeof documents)["\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmDataFields {\n    fields {\n      id\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n"): (typeof documents)["\n  query ConfirmDataFields {\n    fields {\n      id\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUserData($input: ConfirmUserDataInput!) {\n    confirmUserData(input: $input) {\n      id\n      show_field_dialog\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmUserData($input: ConfirmUserDataInput!) {\n    confirmUserData(input: $input) {\n      id\n      show_field_dialog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyInvitation($token: String!) {\n    surveyInvitation(token: $token) {\n      state\n      survey {\n        title\n        intro\n        questions {\n          id\n          type\n          label\n          description\n          required\n          options\n          min_choices\n          max_choices\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyInvitation($token: String!) {\n    surveyInvitation(token: $token) {\n      state\n      survey {\n        title\n        intro\n        questions {\n          id\n          type\n          label\n          description\n          required\n          options\n          min_choices\n          max_choices\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSurvey($token: String!, $answers: [SurveyAnswerInput!]!) {\n    submitSurvey(token: $token, answers: $answers)\n  }\n"): (typeof documents)["\n  mutation SubmitSurvey($token: String!, $answers: [SurveyAnswerInput!]!) {\n    submitSurvey(token: $token, answers: $answers)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsorshipFields on Sponsorship {\n    industry_independent\n    supporters {\n      name\n      type\n      url\n      industry\n    }\n    experts {\n      name\n      title\n      conflicts_of_interest\n    }\n  }\n"): (typeof documents)["\n  fragment SponsorshipFields on Sponsorship {\n    industry_independent\n    supporters {\n      name\n      type\n      url\n      industry\n    }\n    experts {\n      name\n      title\n      conflicts_of_interest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Unsubscription($token: String!) {\n    unsubscription(token: $token) {\n      setting\n      email_hint\n      used\n    }\n  }\n"): (typeof documents)["\n  query Unsubscription($token: String!) {\n    unsubscription(token: $token) {\n      setting\n      email_hint\n      used\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      setting\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      setting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UploadTicketFields on UploadTicket {\n    uuid\n    url\n    inputs\n  }\n"): (typeof documents)["\n  fragment UploadTicketFields on UploadTicket {\n    uuid\n    url\n    inputs\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      ...UploadTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionOptionFields on ProfessionOption {\n    value\n    group\n    label_de\n    label_en\n  }\n"): (typeof documents)["\n  fragment ProfessionOptionFields on ProfessionOption {\n    value\n    group\n    label_de\n    label_en\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalOptions on Query {\n    professions {\n      ...ProfessionOptionFields\n    }\n    fields {\n      id\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n"): (typeof documents)["\n  fragment ProfessionalOptions on Query {\n    professions {\n      ...ProfessionOptionFields\n    }\n    fields {\n      id\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      renewalToken\n      validationStatus\n      profession\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      renewalToken\n      validationStatus\n      profession\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Professions {\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n"): (typeof documents)["\n  query Professions {\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationOptions {\n    ...ProfessionalOptions\n  }\n"): (typeof documents)["\n  query RegistrationOptions {\n    ...ProfessionalOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n"): (typeof documents)["\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestValidation(\n    $email: String!\n    $renewal_token: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      renewal_token: $renewal_token\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n"): (typeof documents)["\n  mutation RequestValidation(\n    $email: String!\n    $renewal_token: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      renewal_token: $renewal_token\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n"): (typeof documents)["\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n      validation_request_pending\n    }\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n"): (typeof documents)["\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n      validation_request_pending\n    }\n    professions {\n      ...ProfessionOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldsOverview {\n    fieldsOverview {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n        relevant\n        mappedId\n      }\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      content_count\n      is_followed\n    }\n  }\n"): (typeof documents)["\n  query FieldsOverview {\n    fieldsOverview {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n        relevant\n        mappedId\n      }\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      content_count\n      is_followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldPage($slug: String!) {\n    fieldPage(slug: $slug) {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n      }\n      redirect_to\n      is_followed\n      notify\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      parent {\n        slug\n        label_de\n        label_en\n      }\n      subfields {\n        slug\n        label_de\n        label_en\n      }\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      experts {\n        ...ExpertCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldPage($slug: String!) {\n    fieldPage(slug: $slug) {\n      field {\n        id\n        slug\n        sluggable_type\n        label_de\n        label_en\n        icon\n        color\n      }\n      redirect_to\n      is_followed\n      notify\n      merged {\n        id\n        slug\n        label_de\n        label_en\n      }\n      parent {\n        slug\n        label_de\n        label_en\n      }\n      subfields {\n        slug\n        label_de\n        label_en\n      }\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n      channels {\n        ...ChannelCard\n      }\n      experts {\n        ...ExpertCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelPage($slug: String!) {\n    channelPage(slug: $slug) {\n      channel {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        description\n        primary_field {\n          id\n          slug\n          sluggable_type\n          color\n          label_de\n          label_en\n        }\n        experts {\n          role\n          expert {\n            ...ExpertCard\n          }\n        }\n        supporters {\n          name\n          type\n          url\n        }\n      }\n      is_followed\n      notify\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelPage($slug: String!) {\n    channelPage(slug: $slug) {\n      channel {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        description\n        primary_field {\n          id\n          slug\n          sluggable_type\n          color\n          label_de\n          label_en\n        }\n        experts {\n          role\n          expert {\n            ...ExpertCard\n          }\n        }\n        supporters {\n          name\n          type\n          url\n        }\n      }\n      is_followed\n      notify\n      counts {\n        livestreams\n        vods\n        e_learnings\n        shorts\n      }\n      livestreams {\n        ...ContentCard\n      }\n      vods {\n        ...ContentCard\n      }\n      e_learnings {\n        ...ContentCard\n      }\n      shorts {\n        ...ContentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowAnswer on User {\n    id\n    ...FollowedByUser\n    follows {\n      type\n      id\n      notify\n    }\n  }\n"): (typeof documents)["\n  fragment FollowAnswer on User {\n    id\n    ...FollowedByUser\n    follows {\n      type\n      id\n      notify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowField($id: ID!, $notify: Boolean) {\n    followField(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation FollowField($id: ID!, $notify: Boolean) {\n    followField(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowField($id: ID!) {\n    unfollowField(id: $id) {\n      ...FollowAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowField($id: ID!) {\n    unfollowField(id: $id) {\n      ...FollowAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowChannel($id: ID!, $notify: Boolean) {\n    followChannel(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation FollowChannel($id: ID!, $notify: Boolean) {\n    followChannel(id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowChannel($id: ID!) {\n    unfollowChannel(id: $id) {\n      ...FollowAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowChannel($id: ID!) {\n    unfollowChannel(id: $id) {\n      ...FollowAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFollowNotifications($type: FollowType!, $id: ID!, $notify: Boolean!) {\n    setFollowNotifications(type: $type, id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation SetFollowNotifications($type: FollowType!, $id: ID!, $notify: Boolean!) {\n    setFollowNotifications(type: $type, id: $id, notify: $notify) {\n      ...FollowAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($shelfSize: Int!, $fieldShelves: Int, $channelShelves: Int) {\n    homePage(shelfSize: $shelfSize, fieldShelves: $fieldShelves, channelShelves: $channelShelves) {\n      continueWatching {\n        content_id\n        position_seconds\n        percent\n        content {\n          ...ContentCard\n        }\n      }\n      featured {\n        type\n        priority\n        content {\n          ...ContentCard\n        }\n      }\n      banner {\n        id\n        title\n        text\n        link_url\n        link_label\n        image_url\n        priority\n      }\n      fieldShelves {\n        field {\n          id\n          slug\n          label_de\n          label_en\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      channelShelves {\n        channel {\n          id\n          slug\n          name\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      fieldShelvesTotal\n      channelShelvesTotal\n      upcomingLivestreams {\n        ...ContentCard\n      }\n      newCmeContent {\n        ...ContentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($shelfSize: Int!, $fieldShelves: Int, $channelShelves: Int) {\n    homePage(shelfSize: $shelfSize, fieldShelves: $fieldShelves, channelShelves: $channelShelves) {\n      continueWatching {\n        content_id\n        position_seconds\n        percent\n        content {\n          ...ContentCard\n        }\n      }\n      featured {\n        type\n        priority\n        content {\n          ...ContentCard\n        }\n      }\n      banner {\n        id\n        title\n        text\n        link_url\n        link_label\n        image_url\n        priority\n      }\n      fieldShelves {\n        field {\n          id\n          slug\n          label_de\n          label_en\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      channelShelves {\n        channel {\n          id\n          slug\n          name\n        }\n        items {\n          ...ContentCard\n        }\n      }\n      fieldShelvesTotal\n      channelShelvesTotal\n      upcomingLivestreams {\n        ...ContentCard\n      }\n      newCmeContent {\n        ...ContentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LivestreamSchedule {\n    # The API's default window: now to now + 8 weeks.\n    livestreamSchedule {\n      ...ContentCard\n      ends_at\n    }\n  }\n"): (typeof documents)["\n  query LivestreamSchedule {\n    # The API's default window: now to now + 8 weeks.\n    livestreamSchedule {\n      ...ContentCard\n      ends_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmeContent($filter: CmeFilter, $sort: CmeSort, $page: Int, $perPage: Int) {\n    cmeContent(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      data {\n        ...ContentCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        lastPage\n        perPage\n        total\n        hasMorePages\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      mappedId\n    }\n  }\n"): (typeof documents)["\n  query CmeContent($filter: CmeFilter, $sort: CmeSort, $page: Int, $perPage: Int) {\n    cmeContent(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      data {\n        ...ContentCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        lastPage\n        perPage\n        total\n        hasMorePages\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      mappedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage(\n    $term: String!\n    $page: Int!\n    $perPage: Int!\n    $type: SearchResultType\n    $independent: Boolean\n  ) {\n    search(term: $term, page: $page, perPage: $perPage, type: $type, industry_independent: $independent) {\n      term\n      total\n      groups {\n        type\n        count\n      }\n      data {\n        __typename\n        ...ContentCard\n        ... on Playlist {\n          id\n          slug\n          title\n          thumbnail_url\n          locked\n          lock_reason\n          item_count\n        }\n        ... on Channel {\n          ...ChannelCard\n        }\n        ... on Expert {\n          id\n          slug\n          name\n          academic_title: title\n          photo_url\n        }\n        ... on Tag {\n          id\n          slug\n          name\n          tag_type: type\n        }\n        ... on Field {\n          id\n          slug\n          label_de\n          label_en\n          icon\n          color\n        }\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n    fieldsOverview {\n      field {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n        relevant\n      }\n      content_count\n    }\n  }\n"): (typeof documents)["\n  query SearchPage(\n    $term: String!\n    $page: Int!\n    $perPage: Int!\n    $type: SearchResultType\n    $independent: Boolean\n  ) {\n    search(term: $term, page: $page, perPage: $perPage, type: $type, industry_independent: $independent) {\n      term\n      total\n      groups {\n        type\n        count\n      }\n      data {\n        __typename\n        ...ContentCard\n        ... on Playlist {\n          id\n          slug\n          title\n          thumbnail_url\n          locked\n          lock_reason\n          item_count\n        }\n        ... on Channel {\n          ...ChannelCard\n        }\n        ... on Expert {\n          id\n          slug\n          name\n          academic_title: title\n          photo_url\n        }\n        ... on Tag {\n          id\n          slug\n          name\n          tag_type: type\n        }\n        ... on Field {\n          id\n          slug\n          label_de\n          label_en\n          icon\n          color\n        }\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n    fieldsOverview {\n      field {\n        id\n        slug\n        label_de\n        label_en\n        icon\n        color\n        relevant\n      }\n      content_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n    tagPage(slug: $slug, page: $page, perPage: $perPage) {\n      tag {\n        id\n        slug\n        name\n        type\n      }\n      content {\n        data {\n          ...ContentCard\n        }\n        paginatorInfo {\n          currentPage\n          lastPage\n          perPage\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPage($slug: String!, $page: Int!, $perPage: Int!) {\n    tagPage(slug: $slug, page: $page, perPage: $perPage) {\n      tag {\n        id\n        slug\n        name\n        type\n      }\n      content {\n        data {\n          ...ContentCard\n        }\n        paginatorInfo {\n          currentPage\n          lastPage\n          perPage\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceFields on Price {\n    id\n    type\n    amount\n    current_amount\n    bookable\n    needs_proof\n  }\n"): (typeof documents)["\n  fragment PriceFields on Price {\n    id\n    type\n    amount\n    current_amount\n    bookable\n    needs_proof\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketFields on Event {\n    price_category\n    sale_phase\n    sale_starts_at\n    sale_ends_at\n    sold_out\n    fully_reserved\n    booked\n    early_bird {\n      category\n      until\n    }\n    prices {\n      ...PriceFields\n    }\n  }\n"): (typeof documents)["\n  fragment TicketFields on Event {\n    price_category\n    sale_phase\n    sale_starts_at\n    sale_ends_at\n    sold_out\n    fully_reserved\n    booked\n    early_bird {\n      category\n      until\n    }\n    prices {\n      ...PriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    total\n    invoice_number\n    event {\n      slug\n      title\n    }\n    bundle {\n      slug\n      title\n    }\n    content {\n      slug\n      title\n      sluggable_type\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    total\n    invoice_number\n    event {\n      slug\n      title\n    }\n    bundle {\n      slug\n      title\n    }\n    content {\n      slug\n      title\n      sluggable_type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      ...TicketFields\n    }\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      sale_phase\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        title\n      }\n    }\n    purchasableContent(slug: $slug) {\n      id\n      slug\n      title\n      sluggable_type\n      booked\n      prices {\n        ...PriceFields\n      }\n    }\n    me {\n      id\n      first_name\n      last_name\n      country\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      ...TicketFields\n    }\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      sale_phase\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        title\n      }\n    }\n    purchasableContent(slug: $slug) {\n      id\n      slug\n      title\n      sluggable_type\n      booked\n      prices {\n        ...PriceFields\n      }\n    }\n    me {\n      id\n      first_name\n      last_name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($priceId: ID!, $code: String) {\n    checkoutQuote(priceId: $priceId, discountCode: $code) {\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_state\n      discount_reserved\n      discount_used_up\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($priceId: ID!, $code: String) {\n    checkoutQuote(priceId: $priceId, discountCode: $code) {\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_state\n      discount_reserved\n      discount_used_up\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($input: StartCheckoutInput!) {\n    startCheckout(input: $input) {\n      id\n      status\n      checkout_url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($input: StartCheckoutInput!) {\n    startCheckout(input: $input) {\n      id\n      status\n      checkout_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummaryFields\n      payment_status\n      checkout_url\n      refund_reason\n    }\n  }\n"): (typeof documents)["\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderSummaryFields\n      payment_status\n      checkout_url\n      refund_reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpandaPage {\n    landingPage(slug: \"expanda\") {\n      ...LandingPageFields\n    }\n    seminars {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      thumbnail_url\n      ...TicketFields\n    }\n    eventBundles {\n      id\n      slug\n      title\n      description\n      sale_phase\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExpandaPage {\n    landingPage(slug: \"expanda\") {\n      ...LandingPageFields\n    }\n    seminars {\n      id\n      slug\n      title\n      starts_at\n      ends_at\n      thumbnail_url\n      ...TicketFields\n    }\n    eventBundles {\n      id\n      slug\n      title\n      description\n      sale_phase\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BundlePage($slug: String!) {\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      description\n      sale_phase\n      sale_starts_at\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n        starts_at\n        ends_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query BundlePage($slug: String!) {\n    eventBundle(slug: $slug) {\n      id\n      slug\n      title\n      description\n      sale_phase\n      sale_starts_at\n      booked\n      early_bird {\n        category\n        until\n      }\n      prices {\n        ...PriceFields\n      }\n      events {\n        slug\n        title\n        starts_at\n        ends_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePdf($id: ID!) {\n    invoicePdf(orderId: $id) {\n      file_name\n      base64\n    }\n  }\n"): (typeof documents)["\n  query InvoicePdf($id: ID!) {\n    invoicePdf(orderId: $id) {\n      file_name\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      sponsorship {\n        ...SponsorshipFields\n      }\n      description\n      starts_at\n      ends_at\n      thumbnail_url\n      state\n      cme_points\n      ...TicketFields\n      agenda {\n        id\n        type\n        title\n        starts_at\n        ends_at\n        room\n        external_url\n        experts {\n          name\n          title\n        }\n      }\n      experts {\n        role\n        expert {\n          ...ExpertCard\n        }\n      }\n      supporters {\n        type\n        name\n        url\n      }\n      info_sections {\n        type\n        title\n        text\n      }\n      livestreams {\n        ...ContentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      sponsorship {\n        ...SponsorshipFields\n      }\n      description\n      starts_at\n      ends_at\n      thumbnail_url\n      state\n      cme_points\n      ...TicketFields\n      agenda {\n        id\n        type\n        title\n        starts_at\n        ends_at\n        room\n        external_url\n        experts {\n          name\n          title\n        }\n      }\n      experts {\n        role\n        expert {\n          ...ExpertCard\n        }\n      }\n      supporters {\n        type\n        name\n        url\n      }\n      info_sections {\n        type\n        title\n        text\n      }\n      livestreams {\n        ...ContentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCalendar($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n    }\n  }\n"): (typeof documents)["\n  query EventCalendar($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmeAttemptFields on CmeAttempt {\n    id\n    submitted_at\n    score\n    passed\n    pass_mark\n    questions {\n      id\n      text\n      options {\n        id\n        text\n      }\n    }\n    answers {\n      question_id\n      option_id\n    }\n  }\n"): (typeof documents)["\n  fragment CmeAttemptFields on CmeAttempt {\n    id\n    submitted_at\n    score\n    passed\n    pass_mark\n    questions {\n      id\n      text\n      options {\n        id\n        text\n      }\n    }\n    answers {\n      question_id\n      option_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificateFields on Certificate {\n    id\n    number\n    type\n    status\n    requester\n    points\n    category\n    vnr\n    efn\n    content_title\n    issued_at\n    requested_at\n    accredited_at\n    authority {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CertificateFields on Certificate {\n    id\n    number\n    type\n    status\n    requester\n    points\n    category\n    vnr\n    efn\n    content_title\n    issued_at\n    requested_at\n    accredited_at\n    authority {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmeAccreditationFields on CmeAccreditation {\n    points\n    category\n    vnr\n    valid\n    valid_to\n    threshold_minutes\n    processing_days\n    nominal_minutes\n    demo\n    authority {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CmeAccreditationFields on CmeAccreditation {\n    points\n    category\n    vnr\n    valid\n    valid_to\n    threshold_minutes\n    processing_days\n    nominal_minutes\n    demo\n    authority {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmeProgressFields on CmeProgress {\n    seconds_watched\n    minutes_watched\n    threshold_minutes\n    threshold_reached\n    test_available\n    test_passed\n    attempts_left\n    retake_at\n    points_requested\n    certificate_available\n    open_attempt @include(if: $withTest) {\n      ...CmeAttemptFields\n    }\n    open_attempt_id: open_attempt {\n      id\n    }\n    last_attempt {\n      ...CmeAttemptFields\n    }\n    certificate {\n      ...CertificateFields\n    }\n  }\n"): (typeof documents)["\n  fragment CmeProgressFields on CmeProgress {\n    seconds_watched\n    minutes_watched\n    threshold_minutes\n    threshold_reached\n    test_available\n    test_passed\n    attempts_left\n    retake_at\n    points_requested\n    certificate_available\n    open_attempt @include(if: $withTest) {\n      ...CmeAttemptFields\n    }\n    open_attempt_id: open_attempt {\n      id\n    }\n    last_attempt {\n      ...CmeAttemptFields\n    }\n    certificate {\n      ...CertificateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCmeTest($contentId: ID!) {\n    startCmeTest(contentId: $contentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartCmeTest($contentId: ID!) {\n    startCmeTest(contentId: $contentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCmeQuestions($attemptId: ID!, $answers: [CmeAnswerInput!]!) {\n    answerCmeQuestions(attemptId: $attemptId, answers: $answers) {\n      id\n      questions {\n        id\n      }\n      answers {\n        question_id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerCmeQuestions($attemptId: ID!, $answers: [CmeAnswerInput!]!) {\n    answerCmeQuestions(attemptId: $attemptId, answers: $answers) {\n      id\n      questions {\n        id\n      }\n      answers {\n        question_id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCmeTest($attemptId: ID!, $answers: [CmeAnswerInput!]) {\n    submitCmeTest(attemptId: $attemptId, answers: $answers) {\n      id\n      score\n      passed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCmeTest($attemptId: ID!, $answers: [CmeAnswerInput!]) {\n    submitCmeTest(attemptId: $attemptId, answers: $answers) {\n      id\n      score\n      passed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForCmePoints($certificateId: ID!, $consent: Boolean!) {\n    applyForCmePoints(certificateId: $certificateId, consent: $consent) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForCmePoints($certificateId: ID!, $consent: Boolean!) {\n    applyForCmePoints(certificateId: $certificateId, consent: $consent) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLivePresence($contentId: ID!) {\n    recordLivePresence(contentId: $contentId) {\n      seconds_watched\n      threshold_reached\n      counting_elsewhere\n    }\n  }\n"): (typeof documents)["\n  mutation RecordLivePresence($contentId: ID!) {\n    recordLivePresence(contentId: $contentId) {\n      seconds_watched\n      threshold_reached\n      counting_elsewhere\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatesPage {\n    myCertificates {\n      ...CertificateFields\n      content {\n        __typename\n        slug\n        fields {\n          id\n        }\n      }\n    }\n    cmeCycleStart\n    me {\n      id\n      profession\n      field {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CertificatesPage {\n    myCertificates {\n      ...CertificateFields\n      content {\n        __typename\n        slug\n        fields {\n          id\n        }\n      }\n    }\n    cmeCycleStart\n    me {\n      id\n      profession\n      field {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCmeCycleStart($date: DateTime!) {\n    setCmeCycleStart(date: $date)\n  }\n"): (typeof documents)["\n  mutation SetCmeCycleStart($date: DateTime!) {\n    setCmeCycleStart(date: $date)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatePdf($id: ID!) {\n    certificatePdf(id: $id) {\n      file_name\n      base64\n    }\n  }\n"): (typeof documents)["\n  query CertificatePdf($id: ID!) {\n    certificatePdf(id: $id) {\n      file_name\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      full_name\n      content_title\n      points\n      category\n      type\n      status\n      requester\n      issued_at\n    }\n  }\n"): (typeof documents)["\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      full_name\n      content_title\n      points\n      category\n      type\n      status\n      requester\n      issued_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveStateFields on LiveSessionState {\n    livestream_id\n    version\n    view\n    questions {\n      id\n      text\n      status\n      asked_by\n      anonymous\n      hidden\n      created_at\n    }\n    active_question {\n      id\n      text\n      asked_by\n      anonymous\n    }\n    interjections {\n      id\n      status\n      user_name\n      created_at\n    }\n    active_interjection {\n      id\n      user_name\n    }\n    poll {\n      id\n      question\n      status\n      total_votes\n      options {\n        index\n        label\n        votes\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LiveStateFields on LiveSessionState {\n    livestream_id\n    version\n    view\n    questions {\n      id\n      text\n      status\n      asked_by\n      anonymous\n      hidden\n      created_at\n    }\n    active_question {\n      id\n      text\n      asked_by\n      anonymous\n    }\n    interjections {\n      id\n      status\n      user_name\n      created_at\n    }\n    active_interjection {\n      id\n      user_name\n    }\n    poll {\n      id\n      question\n      status\n      total_votes\n      options {\n        index\n        label\n        votes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveSessionFields on LiveSession {\n    state {\n      ...LiveStateFields\n    }\n    my_question_ids\n    my_interjection {\n      id\n      status\n    }\n    my_poll_vote\n    conference {\n      session_name\n      user_name\n      token\n    }\n    can_moderate\n  }\n"): (typeof documents)["\n  fragment LiveSessionFields on LiveSession {\n    state {\n      ...LiveStateFields\n    }\n    my_question_ids\n    my_interjection {\n      id\n      status\n    }\n    my_poll_vote\n    conference {\n      session_name\n      user_name\n      token\n    }\n    can_moderate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveEventsAccess($slug: String!, $view: LiveSessionView!) {\n    me {\n      id\n    }\n    liveSession(livestream_slug: $slug, view: $view) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveEventsAccess($slug: String!, $view: LiveSessionView!) {\n    me {\n      id\n    }\n    liveSession(livestream_slug: $slug, view: $view) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerId {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ViewerId {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSessionUpdates($slug: String!, $after: Int!, $view: LiveSessionView!) {\n    liveSession(livestream_slug: $slug, after_version: $after, view: $view) {\n      ...LiveStateFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSessionUpdates($slug: String!, $after: Int!, $view: LiveSessionView!) {\n    liveSession(livestream_slug: $slug, after_version: $after, view: $view) {\n      ...LiveStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveViewerCheck {\n    me {\n      id\n      role\n      is_simulating_user\n    }\n  }\n"): (typeof documents)["\n  query LiveViewerCheck {\n    me {\n      id\n      role\n      is_simulating_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AskQuestion($input: AskQuestionInput!) {\n    askQuestion(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInterjection($livestreamId: ID!) {\n    requestInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInterjection($livestreamId: ID!) {\n    requestInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawInterjection($livestreamId: ID!) {\n    withdrawInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawInterjection($livestreamId: ID!) {\n    withdrawInterjection(livestream_id: $livestreamId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VotePoll($pollId: ID!, $option: Int!) {\n    votePoll(poll_id: $pollId, option: $option) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation VotePoll($pollId: ID!, $option: Int!) {\n    votePoll(poll_id: $pollId, option: $option) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateLiveSession($livestreamId: ID!, $action: ModerationAction!, $targetId: ID!) {\n    moderateLiveSession(livestream_id: $livestreamId, action: $action, target_id: $targetId) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateLiveSession($livestreamId: ID!, $action: ModerationAction!, $targetId: ID!) {\n    moderateLiveSession(livestream_id: $livestreamId, action: $action, target_id: $targetId) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPoll($input: OpenPollInput!) {\n    openPoll(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPoll($input: OpenPollInput!) {\n    openPoll(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePoll($pollId: ID!) {\n    closePoll(poll_id: $pollId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePoll($pollId: ID!) {\n    closePoll(poll_id: $pollId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationPage($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n    }\n    liveSession(livestream_slug: $slug, view: MODERATION) {\n      ...LiveSessionFields\n    }\n  }\n"): (typeof documents)["\n  query ModerationPage($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n    }\n    liveSession(livestream_slug: $slug, view: MODERATION) {\n      ...LiveSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveConferenceRoom($slug: String!, $peer: ID) {\n    liveConferenceRoom(livestream_slug: $slug, peer_user_id: $peer) {\n      livestream_id\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n      peer {\n        user_id\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveConferenceRoom($slug: String!, $peer: ID) {\n    liveConferenceRoom(livestream_slug: $slug, peer_user_id: $peer) {\n      livestream_id\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n      peer {\n        user_id\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveConferenceAccess($slug: String!) {\n    liveConferenceRoom(livestream_slug: $slug) {\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n    }\n    liveSession(livestream_slug: $slug) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveConferenceAccess($slug: String!) {\n    liveConferenceRoom(livestream_slug: $slug) {\n      interjection_id\n      me {\n        user_id\n        name\n        role\n      }\n    }\n    liveSession(livestream_slug: $slug) {\n      state {\n        ...LiveStateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackConferenceEvent($livestreamId: ID!, $event: ZoomSessionTrackingEvent!) {\n    trackConferenceEvent(livestream_id: $livestreamId, event: $event)\n  }\n"): (typeof documents)["\n  mutation TrackConferenceEvent($livestreamId: ID!, $event: ZoomSessionTrackingEvent!) {\n    trackConferenceEvent(livestream_id: $livestreamId, event: $event)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LivestreamPage($slug: String!, $withTest: Boolean!, $withLive: Boolean!) {\n    livestream(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      state\n      starts_at\n      ends_at\n      cme_points\n      cme_category\n      cme {\n        ...CmeAccreditationFields\n      }\n      cme_progress {\n        ...CmeProgressFields\n      }\n      participation {\n        seconds_watched\n        threshold_minutes\n        certificate {\n          ...CertificateFields\n        }\n      }\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      recording {\n        id\n        slug\n        title\n        locked\n        media {\n          ...MediaSourceFields\n        }\n      }\n      event {\n        id\n        slug\n        title\n      }\n    }\n    # The live session (null unless LIVE); signed-in viewers only.\n    liveSession(livestream_slug: $slug) @include(if: $withLive) {\n      ...LiveSessionFields\n    }\n    # The channel's follow state for FollowControls (null when anonymous).\n    me {\n      id\n      follows {\n        type\n        id\n        notify\n      }\n    }\n  }\n"): (typeof documents)["\n  query LivestreamPage($slug: String!, $withTest: Boolean!, $withLive: Boolean!) {\n    livestream(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      state\n      starts_at\n      ends_at\n      cme_points\n      cme_category\n      cme {\n        ...CmeAccreditationFields\n      }\n      cme_progress {\n        ...CmeProgressFields\n      }\n      participation {\n        seconds_watched\n        threshold_minutes\n        certificate {\n          ...CertificateFields\n        }\n      }\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      recording {\n        id\n        slug\n        title\n        locked\n        media {\n          ...MediaSourceFields\n        }\n      }\n      event {\n        id\n        slug\n        title\n      }\n    }\n    # The live session (null unless LIVE); signed-in viewers only.\n    liveSession(livestream_slug: $slug) @include(if: $withLive) {\n      ...LiveSessionFields\n    }\n    # The channel's follow state for FollowControls (null when anonymous).\n    me {\n      id\n      follows {\n        type\n        id\n        notify\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LivestreamCalendar($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n      channel {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LivestreamCalendar($slug: String!) {\n    livestream(slug: $slug) {\n      id\n      slug\n      title\n      description\n      starts_at\n      ends_at\n      channel {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOverview {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      profession\n      country\n      validation_status\n      validation_expires_at\n      validation_expiring_soon\n      follows {\n        type\n        id\n        slug\n        name\n      }\n    }\n    professions {\n      value\n      label_de\n      label_en\n    }\n    myCertificates {\n      status\n      points\n      requester\n      type\n    }\n  }\n"): (typeof documents)["\n  query ProfileOverview {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      profession\n      country\n      validation_status\n      validation_expires_at\n      validation_expiring_soon\n      follows {\n        type\n        id\n        slug\n        name\n      }\n    }\n    professions {\n      value\n      label_de\n      label_en\n    }\n    myCertificates {\n      status\n      points\n      requester\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettings {\n    me {\n      id\n      gender\n      title\n      first_name\n      last_name\n      password_editable\n      notify_promotions\n      notify_subscriptions\n      summary_frequency\n      notify_livestream_day\n      calendar_feed {\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileSettings {\n    me {\n      id\n      gender\n      title\n      first_name\n      last_name\n      password_editable\n      notify_promotions\n      notify_subscriptions\n      summary_frequency\n      notify_livestream_day\n      calendar_feed {\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersonalDetails($input: PersonalDetailsInput!) {\n    updatePersonalDetails(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePersonalDetails($input: PersonalDetailsInput!) {\n    updatePersonalDetails(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($current: String!, $password: String!, $confirmation: String!) {\n    changePassword(current_password: $current, password: $password, password_confirmation: $confirmation) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($current: String!, $password: String!, $confirmation: String!) {\n    changePassword(current_password: $current, password: $password, password_confirmation: $confirmation) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsPage {\n    me {\n      id\n      follows {\n        type\n        id\n        slug\n        name\n        notify\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionsPage {\n    me {\n      id\n      follows {\n        type\n        id\n        slug\n        name\n        notify\n      }\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      relevant\n      mappedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyData {\n    myData\n  }\n"): (typeof documents)["\n  query MyData {\n    myData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContent {\n    myContent {\n      unlocked_at\n      content {\n        ...ContentCard\n      }\n    }\n    myOrders {\n      ...OrderSummaryFields\n      created_at\n    }\n  }\n"): (typeof documents)["\n  query MyContent {\n    myContent {\n      unlocked_at\n      content {\n        ...ContentCard\n      }\n    }\n    myOrders {\n      ...OrderSummaryFields\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailChangePage {\n    me {\n      id\n      email\n      pending_email\n    }\n  }\n"): (typeof documents)["\n  query EmailChangePage {\n    me {\n      id\n      email\n      pending_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($email: String!, $password: String!) {\n    requestEmailChange(email: $email, password: $password)\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($email: String!, $password: String!) {\n    requestEmailChange(email: $email, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalDetailsPage {\n    me {\n      id\n      profession\n      employment\n      country\n      validation_status\n      validation_request_pending\n      field {\n        id\n      }\n    }\n    ...ProfessionalOptions\n  }\n"): (typeof documents)["\n  query ProfessionalDetailsPage {\n    me {\n      id\n      profession\n      employment\n      country\n      validation_status\n      validation_request_pending\n      field {\n        id\n      }\n    }\n    ...ProfessionalOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfessionalDetails($input: ProfessionalDetailsInput!) {\n    updateProfessionalDetails(input: $input) {\n      id\n      validation_status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfessionalDetails($input: ProfessionalDetailsInput!) {\n    updateProfessionalDetails(input: $input) {\n      id\n      validation_status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowFields($ids: [ID!]!) {\n    followFields(ids: $ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FollowFields($ids: [ID!]!) {\n    followFields(ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishTour {\n    finishTour {\n      id\n      show_tour\n    }\n  }\n"): (typeof documents)["\n  mutation FinishTour {\n    finishTour {\n      id\n      show_tour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffProfessionLabels on ProfessionOption {\n    value\n    label_de\n    label_en\n  }\n"): (typeof documents)["\n  fragment StaffProfessionLabels on ProfessionOption {\n    value\n    label_de\n    label_en\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPersonFields on StaffUser {\n    id\n    email\n    title\n    first_name\n    last_name\n    profession\n    employment\n    country\n    status\n    validation_status\n    validation_expires_at\n    efn\n    created_at\n  }\n"): (typeof documents)["\n  fragment StaffPersonFields on StaffUser {\n    id\n    email\n    title\n    first_name\n    last_name\n    profession\n    employment\n    country\n    status\n    validation_status\n    validation_expires_at\n    efn\n    created_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffProofFields on StaffProof {\n    id\n    kind\n    status\n    profession\n    submitted_at\n    decided_at\n    decided_by\n    rejection_reason\n    rejection_note\n    order_number\n    order_id\n    file {\n      file_name\n      mime\n      size\n    }\n    user {\n      ...StaffPersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment StaffProofFields on StaffProof {\n    id\n    kind\n    status\n    profession\n    submitted_at\n    decided_at\n    decided_by\n    rejection_reason\n    rejection_note\n    order_number\n    order_id\n    file {\n      file_name\n      mime\n      size\n    }\n    user {\n      ...StaffPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProofQueue($kind: ProofKind, $minAgeHours: Int, $first: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: $first) {\n      total\n      items {\n        ...StaffProofFields\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"): (typeof documents)["\n  query StaffProofQueue($kind: ProofKind, $minAgeHours: Int, $first: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: $first) {\n      total\n      items {\n        ...StaffProofFields\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProofPage($id: ID!) {\n    staffProof(id: $id) {\n      ...StaffProofFields\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"): (typeof documents)["\n  query StaffProofPage($id: ID!) {\n    staffProof(id: $id) {\n      ...StaffProofFields\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffNextProof($kind: ProofKind, $minAgeHours: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: 1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffNextProof($kind: ProofKind, $minAgeHours: Int) {\n    staffProofQueue(kind: $kind, min_age_hours: $minAgeHours, first: 1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffProofDocument($id: ID!) {\n    staffProofDocument(id: $id) {\n      file_name\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query StaffProofDocument($id: ID!) {\n    staffProofDocument(id: $id) {\n      file_name\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffProofDecisionFields on StaffProof {\n    id\n    status\n    user {\n      first_name\n      last_name\n    }\n  }\n"): (typeof documents)["\n  fragment StaffProofDecisionFields on StaffProof {\n    id\n    status\n    user {\n      first_name\n      last_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffAcceptProof($id: ID!) {\n    staffAcceptProof(id: $id) {\n      ...StaffProofDecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffAcceptProof($id: ID!) {\n    staffAcceptProof(id: $id) {\n      ...StaffProofDecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRejectProof($id: ID!, $reason: ProofRejectionReason!, $note: String) {\n    staffRejectProof(id: $id, reason: $reason, note: $note) {\n      ...StaffProofDecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffRejectProof($id: ID!, $reason: ProofRejectionReason!, $note: String) {\n    staffRejectProof(id: $id, reason: $reason, note: $note) {\n      ...StaffProofDecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAuditTrail($action: StaffAction, $targetUserId: ID, $beforeId: ID, $first: Int) {\n    staffAuditTrail(action: $action, target_user_id: $targetUserId, before_id: $beforeId, first: $first) {\n      id\n      action\n      at\n      staff_role\n      detail\n      proof_id\n      rejection_reason\n      livestream {\n        title\n      }\n      moderation_action\n      campaign_id\n      campaign_type\n      survey {\n        id\n        title\n      }\n      order_id\n      order_number\n      search_kind\n      code_kind\n      email\n      email_domain\n      proof_kind\n      min_age_hours\n      staff {\n        id\n        name\n        email\n      }\n      target {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffAuditTrail($action: StaffAction, $targetUserId: ID, $beforeId: ID, $first: Int) {\n    staffAuditTrail(action: $action, target_user_id: $targetUserId, before_id: $beforeId, first: $first) {\n      id\n      action\n      at\n      staff_role\n      detail\n      proof_id\n      rejection_reason\n      livestream {\n        title\n      }\n      moderation_action\n      campaign_id\n      campaign_type\n      survey {\n        id\n        title\n      }\n      order_id\n      order_number\n      search_kind\n      code_kind\n      email\n      email_domain\n      proof_kind\n      min_age_hours\n      staff {\n        id\n        name\n        email\n      }\n      target {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUserSearch($query: String!) {\n    staffUserSearch(query: $query, first: 50) {\n      id\n      email\n      title\n      first_name\n      last_name\n      profession\n      country\n      status\n      validation_status\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"): (typeof documents)["\n  query StaffUserSearch($query: String!) {\n    staffUserSearch(query: $query, first: 50) {\n      id\n      email\n      title\n      first_name\n      last_name\n      profession\n      country\n      status\n      validation_status\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUserPage($id: ID!) {\n    staffUserDetail(id: $id) {\n      user {\n        ...StaffPersonFields\n        role\n      }\n      pending_email\n      can_simulate\n      proofs {\n        id\n        kind\n        status\n        profession\n        submitted_at\n        decided_at\n        decided_by\n        rejection_reason\n      }\n      orders {\n        id\n        number\n        status\n        total\n        created_at\n      }\n      certificates {\n        id\n        number\n        content_title\n        points\n        status\n        issued_at\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"): (typeof documents)["\n  query StaffUserPage($id: ID!) {\n    staffUserDetail(id: $id) {\n      user {\n        ...StaffPersonFields\n        role\n      }\n      pending_email\n      can_simulate\n      proofs {\n        id\n        kind\n        status\n        profession\n        submitted_at\n        decided_at\n        decided_by\n        rejection_reason\n      }\n      orders {\n        id\n        number\n        status\n        total\n        created_at\n      }\n      certificates {\n        id\n        number\n        content_title\n        points\n        status\n        issued_at\n      }\n    }\n    professions {\n      ...StaffProfessionLabels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffResendEmailChangeCode($userId: ID!) {\n    staffResendEmailChangeCode(user_id: $userId)\n  }\n"): (typeof documents)["\n  mutation StaffResendEmailChangeCode($userId: ID!) {\n    staffResendEmailChangeCode(user_id: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSimulateUser($userId: ID!) {\n    staffSimulateUser(user_id: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSimulateUser($userId: ID!) {\n    staffSimulateUser(user_id: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSendRegistrationCode($email: String!) {\n    staffSendRegistrationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation StaffSendRegistrationCode($email: String!) {\n    staffSendRegistrationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPermissions {\n    me {\n      id\n      staff_permissions\n    }\n  }\n"): (typeof documents)["\n  query StaffPermissions {\n    me {\n      id\n      staff_permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffLiveSessions {\n    staffLiveSessions {\n      livestream {\n        id\n        slug\n        title\n        starts_at\n        ends_at\n      }\n      open_questions\n      waiting_interjections\n      poll_open\n    }\n  }\n"): (typeof documents)["\n  query StaffLiveSessions {\n    staffLiveSessions {\n      livestream {\n        id\n        slug\n        title\n        starts_at\n        ends_at\n      }\n      open_questions\n      waiting_interjections\n      poll_open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFeedbackSummaryFields on StaffFeedbackSummary {\n    key\n    kind\n    title\n    slug\n    count\n    average\n    latest_at\n  }\n"): (typeof documents)["\n  fragment StaffFeedbackSummaryFields on StaffFeedbackSummary {\n    key\n    kind\n    title\n    slug\n    count\n    average\n    latest_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffFeedbackSummaries {\n    staffFeedbackSummaries {\n      ...StaffFeedbackSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query StaffFeedbackSummaries {\n    staffFeedbackSummaries {\n      ...StaffFeedbackSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffFeedback($key: ID!) {\n    staffFeedback(key: $key) {\n      summary {\n        ...StaffFeedbackSummaryFields\n      }\n      entries {\n        rating\n        text\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffFeedback($key: ID!) {\n    staffFeedback(key: $key) {\n      summary {\n        ...StaffFeedbackSummaryFields\n      }\n      entries {\n        rating\n        text\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrderSearch($query: String!, $beforeId: ID, $first: Int) {\n    staffOrderSearch(query: $query, before_id: $beforeId, first: $first) {\n      id\n      number\n      status\n      product\n      total\n      created_at\n      buyer {\n        id\n        email\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOrderSearch($query: String!, $beforeId: ID, $first: Int) {\n    staffOrderSearch(query: $query, before_id: $beforeId, first: $first) {\n      id\n      number\n      status\n      product\n      total\n      created_at\n      buyer {\n        id\n        email\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrderPage($id: ID!) {\n    staffOrder(id: $id) {\n      id\n      number\n      status\n      product\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_code\n      invoice_number\n      created_at\n      paid_at\n      refunded_at\n      proof_id\n      buyer {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n        company\n        street\n        zip\n        city\n        country\n      }\n      history {\n        at\n        kind\n        payment_id\n        payment_status\n        method\n        by\n        refund_reason\n      }\n      access {\n        kind\n        title\n        path\n        kept\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOrderPage($id: ID!) {\n    staffOrder(id: $id) {\n      id\n      number\n      status\n      product\n      base\n      auto_discount\n      code_discount\n      total\n      tax_rate\n      tax\n      discount_code\n      invoice_number\n      created_at\n      paid_at\n      refunded_at\n      proof_id\n      buyer {\n        id\n        email\n        title\n        first_name\n        last_name\n      }\n      billing {\n        first_name\n        last_name\n        company\n        street\n        zip\n        city\n        country\n      }\n      history {\n        at\n        kind\n        payment_id\n        payment_status\n        method\n        by\n        refund_reason\n      }\n      access {\n        kind\n        title\n        path\n        kept\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRefundOrder($id: ID!) {\n    staffRefundOrder(id: $id) {\n      id\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StaffRefundOrder($id: ID!) {\n    staffRefundOrder(id: $id) {\n      id\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCampaignFields on NotificationCampaign {\n    id\n    type\n    status\n    scheduled_for\n    started_at\n    finished_at\n    recipients\n    error\n  }\n"): (typeof documents)["\n  fragment StaffCampaignFields on NotificationCampaign {\n    id\n    type\n    status\n    scheduled_for\n    started_at\n    finished_at\n    recipients\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCampaigns {\n    notificationCampaigns {\n      ...StaffCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query StaffCampaigns {\n    notificationCampaigns {\n      ...StaffCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCampaign($id: ID!) {\n    staffCampaign(id: $id) {\n      campaign {\n        ...StaffCampaignFields\n      }\n      sent\n      clicked\n      clicks {\n        type\n        clicks\n        recipients\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCampaign($id: ID!) {\n    staffCampaign(id: $id) {\n      campaign {\n        ...StaffCampaignFields\n      }\n      sent\n      clicked\n      clicks {\n        type\n        clicks\n        recipients\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffScheduleCampaign($type: NotificationCampaignType!, $at: DateTime!) {\n    scheduleNotificationCampaign(type: $type, scheduled_for: $at) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StaffScheduleCampaign($type: NotificationCampaignType!, $at: DateTime!) {\n    scheduleNotificationCampaign(type: $type, scheduled_for: $at) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffCancelCampaign($id: ID!) {\n    cancelNotificationCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation StaffCancelCampaign($id: ID!) {\n    cancelNotificationCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRunCampaign($id: ID!) {\n    staffRunCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StaffRunCampaign($id: ID!) {\n    staffRunCampaign(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffSurveySummaryFields on StaffSurvey {\n    id\n    title\n    closes_at\n    invited\n    responses\n  }\n"): (typeof documents)["\n  fragment StaffSurveySummaryFields on StaffSurvey {\n    id\n    title\n    closes_at\n    invited\n    responses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSurveys {\n    staffSurveys {\n      ...StaffSurveySummaryFields\n    }\n  }\n"): (typeof documents)["\n  query StaffSurveys {\n    staffSurveys {\n      ...StaffSurveySummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSurveyResults($id: ID!) {\n    staffSurveyResults(id: $id) {\n      survey {\n        ...StaffSurveySummaryFields\n      }\n      questions {\n        question {\n          id\n          type\n          label\n        }\n        answered\n        counts {\n          value\n          count\n        }\n        texts\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffSurveyResults($id: ID!) {\n    staffSurveyResults(id: $id) {\n      survey {\n        ...StaffSurveySummaryFields\n      }\n      questions {\n        question {\n          id\n          type\n          label\n        }\n        answered\n        counts {\n          value\n          count\n        }\n        texts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSurveyExport($id: ID!) {\n    staffSurveyExport(id: $id) {\n      survey {\n        slug\n      }\n      questions {\n        id\n        type\n        label\n      }\n      rows {\n        answers\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffSurveyExport($id: ID!) {\n    staffSurveyExport(id: $id) {\n      survey {\n        slug\n      }\n      questions {\n        id\n        type\n        label\n      }\n      rows {\n        answers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffInviteToSurvey($surveyId: ID!, $emails: [String!]!) {\n    staffInviteToSurvey(survey_id: $surveyId, emails: $emails) {\n      invited\n      already_invited\n    }\n  }\n"): (typeof documents)["\n  mutation StaffInviteToSurvey($surveyId: ID!, $emails: [String!]!) {\n    staffInviteToSurvey(survey_id: $surveyId, emails: $emails) {\n      invited\n      already_invited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortFeedItem on Short {\n    ...WatchableItem\n    duration_seconds\n    previous_slug\n    next_slug\n    on_watchlist\n    media {\n      ...MediaSourceFields\n    }\n  }\n"): (typeof documents)["\n  fragment ShortFeedItem on Short {\n    ...WatchableItem\n    duration_seconds\n    previous_slug\n    next_slug\n    on_watchlist\n    media {\n      ...MediaSourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortsFeed($page: Int, $perPage: Int) {\n    shortsFeed(page: $page, perPage: $perPage) {\n      data {\n        ...ShortFeedItem\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortsFeed($page: Int, $perPage: Int) {\n    shortsFeed(page: $page, perPage: $perPage) {\n      data {\n        ...ShortFeedItem\n      }\n      paginatorInfo {\n        currentPage\n        lastPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortPage($slug: String!) {\n    short(slug: $slug) {\n      ...ShortFeedItem\n    }\n  }\n"): (typeof documents)["\n  query ShortPage($slug: String!) {\n    short(slug: $slug) {\n      ...ShortFeedItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unlock($code: String!) {\n    unlock(code: $code) {\n      status\n      contents {\n        __typename\n        id\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Unlock($code: String!) {\n    unlock(code: $code) {\n      status\n      contents {\n        __typename\n        id\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockViewer {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query UnlockViewer {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoDetails on Vod {\n    type\n    published_at\n    duration_seconds\n    fields {\n      id\n      slug\n      label_de\n      label_en\n    }\n    tags {\n      id\n      slug\n      name\n    }\n    experts {\n      role\n      expert {\n        ...ExpertCard\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VideoDetails on Vod {\n    type\n    published_at\n    duration_seconds\n    fields {\n      id\n      slug\n      label_de\n      label_en\n    }\n    tags {\n      id\n      slug\n      name\n    }\n    experts {\n      role\n      expert {\n        ...ExpertCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchProgressFields on WatchProgress {\n    content_id\n    position_seconds\n    max_position_seconds\n    duration_seconds\n    percent\n    completed\n    watched_seconds\n    counting_elsewhere\n  }\n"): (typeof documents)["\n  fragment WatchProgressFields on WatchProgress {\n    content_id\n    position_seconds\n    max_position_seconds\n    duration_seconds\n    percent\n    completed\n    watched_seconds\n    counting_elsewhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoCme on Vod {\n    cme_points\n    cme_category\n    cme {\n      ...CmeAccreditationFields\n    }\n    cme_progress {\n      ...CmeProgressFields\n    }\n    progress {\n      ...WatchProgressFields\n    }\n  }\n"): (typeof documents)["\n  fragment VideoCme on Vod {\n    cme_points\n    cme_category\n    cme {\n      ...CmeAccreditationFields\n    }\n    cme_progress {\n      ...CmeProgressFields\n    }\n    progress {\n      ...WatchProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPage($slug: String!, $withTest: Boolean!) {\n    vod(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      access\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      chapters {\n        title\n        start_seconds\n      }\n      citations {\n        text\n        url\n        start_seconds\n      }\n      ...VideoDetails\n      ...VideoCme\n      related {\n        ...ContentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query VideoPage($slug: String!, $withTest: Boolean!) {\n    vod(slug: $slug) {\n      ...WatchableItem\n      sponsorship {\n        ...SponsorshipFields\n      }\n      access\n      on_watchlist\n      media {\n        ...MediaSourceFields\n      }\n      chapters {\n        title\n        start_seconds\n      }\n      citations {\n        text\n        url\n        start_seconds\n      }\n      ...VideoDetails\n      ...VideoCme\n      related {\n        ...ContentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordWatchProgress($contentId: ID!, $position: Int!) {\n    recordWatchProgress(contentId: $contentId, position_seconds: $position) {\n      ...WatchProgressFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordWatchProgress($contentId: ID!, $position: Int!) {\n    recordWatchProgress(contentId: $contentId, position_seconds: $position) {\n      ...WatchProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchableItem on Content {\n    id\n    slug\n    title\n    description\n    thumbnail_url\n    locked\n    lock_reason\n    channel {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WatchableItem on Content {\n    id\n    slug\n    title\n    description\n    thumbnail_url\n    locked\n    lock_reason\n    channel {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Watchlist {\n    watchlist {\n      added_at\n      content {\n        ...ContentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Watchlist {\n    watchlist {\n      added_at\n      content {\n        ...ContentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWatchlist($contentId: ID!) {\n    addToWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWatchlist($contentId: ID!) {\n    addToWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWatchlist($contentId: ID!) {\n    removeFromWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWatchlist($contentId: ID!) {\n    removeFromWatchlist(contentId: $contentId) {\n      content_id\n      on_watchlist\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;