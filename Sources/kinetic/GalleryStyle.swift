import KineticGTK

/// The gallery's CSS: a calm page with the control on a card and its knobs below.
@MainActor
enum GalleryStyle {
  static let css = """
    .gallery { background-color: #f5f6f8; }
    .page { padding: 28px 32px; }
    .page-title { font-size: 20px; font-weight: 700; color: #111827; }
    .page-subtitle { color: #5b6472; margin-bottom: 18px; }
    .card { background-color: #ffffff; border-radius: 14px; padding: 28px 24px;
            border: 1px solid #e3e6ec; }
    .status { color: #374151; font-feature-settings: "tnum"; margin-top: 14px; }
    .knobs { margin-top: 22px; }
    .knob-label { color: #374151; }
    .page-switcher { margin-top: 14px; }
    .side-knobs { margin-top: 0; }
    .mail-card { padding: 0; border-radius: 18px; background-color: #ffffff;
                 box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08); }
    .mail-header { padding: 16px 18px 12px 18px; border-bottom: 1px solid #e5e9f0; }
    .mail-title { font-size: 22px; font-weight: 800; color: #0f172a; }
    .inbox-unread { color: #2563eb; font-weight: 600; font-size: 13px;
                    background-color: #e0eaff; border-radius: 10px; padding: 2px 9px; }
    .mail-viewport { border-radius: 0 0 18px 18px; }
    list.inbox { background-color: #ffffff; }
    list.inbox row.message { padding: 11px 18px 11px 16px; border-bottom: 1px solid #eef1f5; }
    list.inbox row.message:hover { background-color: #f8fafc; }
    list.inbox row.message:active { background-color: #f1f5f9; }
    .avatar { min-width: 40px; min-height: 40px; border-radius: 20px; color: #ffffff;
              font-weight: 700; font-size: 14px; }
    .avatar-0 { background-color: #6366f1; }
    .avatar-1 { background-color: #0ea5e9; }
    .avatar-2 { background-color: #10b981; }
    .avatar-3 { background-color: #f59e0b; }
    .avatar-4 { background-color: #ec4899; }
    .avatar-5 { background-color: #8b5cf6; }
    .sender { color: #0f172a; font-weight: 500; font-size: 15px; }
    row.unread .sender { font-weight: 700; }
    .subject { color: #334155; font-size: 14px; }
    row.unread .subject { color: #0f172a; font-weight: 600; }
    .preview { color: #64748b; font-size: 13px; }
    .time { color: #94a3b8; font-size: 12px; }
    row.unread .time { color: #2563eb; font-weight: 600; }
    .unread-dot { min-width: 8px; min-height: 8px; border-radius: 4px;
                  background-color: #2563eb; }
    """

  static func install() {
    StyleSheet.add(css)
  }
}
