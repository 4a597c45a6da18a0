#pragma once

#include "draftformat.h"
#include "fakejiraserver.h"
#include "publisher.h"

#include <QFile>
#include <QSignalSpy>

// Shared by the publisher tests: the sample draft with an id, an account on the fake
// server, fast timeouts, and a blocking publish.
namespace publishtesting {

inline pm::PostMortem sample()
{
    QFile f(QStringLiteral(PM_SAMPLES_DIR "/sample-postmortem.md"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing sample");
    pm::PostMortem pm = pm::DraftFormat::parse(f.readAll()).value();
    pm.draftId = QStringLiteral("7d3f8a2e-0c4b-4e59-9a61-2f1d5b7c9e30");
    return pm;
}

inline pm::JiraCredentials account(const FakeJiraServer &server, pm::JiraDeployment deployment = pm::JiraDeployment::Cloud)
{
    pm::JiraCredentials c;
    c.site = server.url();
    c.deployment = deployment;
    if (deployment == pm::JiraDeployment::Cloud)
        c.email = QStringLiteral("priya@example.com");
    c.token = QStringLiteral("tok3n");
    return c;
}

// The three ways a JIRA keeps a new comment's marker: Cloud (ADF, v3), Data Center
// keeping the properties sent with the comment, and Data Center that does not (the
// marker is PUT after).
enum class Mode { Cloud,
                  DataCenter,
                  DataCenterUnkept };
inline const char *modeName(Mode m)
{
    return m == Mode::Cloud ? "cloud" : m == Mode::DataCenter ? "data center"
                                                              : "data center, marker put after";
}
inline pm::JiraDeployment deploymentOf(Mode m)
{
    return m == Mode::Cloud ? pm::JiraDeployment::Cloud : pm::JiraDeployment::DataCenter;
}
inline void configure(FakeJiraServer &server, Mode m)
{
    server.setDataCenter(m != Mode::Cloud);
    server.setKeepsPropertiesOnCreate(m != Mode::DataCenterUnkept);
}

inline pm::PublisherOptions fast(quint32 seed = 1)
{
    pm::PublisherOptions o;
    o.timeouts.connectMs = 1000;
    o.timeouts.answerMs = 250;
    o.timeouts.totalMs = 8000;
    o.maxAttempts = 6;
    o.backoffBaseMs = 5;
    o.backoffCapMs = 40;
    o.msPerRetryAfterSecond = 20;
    o.seed = seed;
    return o;
}

inline pm::PublishOutcome run(pm::Publisher &publisher, const FakeJiraServer &server, const pm::PublishPlan &plan,
                              const QStringList &updateIds = {})
{
    QSignalSpy done(&publisher, &pm::Publisher::finished);
    publisher.publish(account(server, plan.deployment), QStringLiteral("CDN-4821"), plan, updateIds);
    if (!done.wait(30000))
        qFatal("Publisher never finished");
    return done.first().first().value<pm::PublishOutcome>();
}

} // namespace publishtesting
